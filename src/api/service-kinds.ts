// The services a lawyer can publish a price for, as they travel on the wire and as people read
// them: the services the SRA's Transparency Rules name, or 'other' with the lawyer's own name for
// it (docs/services-and-prices.md). Without zod: the public profile shows these names and must stay
// within the public pages' script budget (docs/decisions/0123-services-and-prices.md).
export const SRA_SERVICES = [
  'conveyancing_purchase',
  'conveyancing_sale',
  'probate',
  'motoring_offences',
  'employment_tribunal_claimant',
  'employment_tribunal_respondent',
  'immigration',
  'debt_recovery',
  'business_licensing',
] as const;
export const SERVICE_KINDS = [...SRA_SERVICES, 'other'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const PRICING_KINDS = ['fixed', 'range', 'hourly'] as const;
/** excluded: 20 % is added to the price; included: the price has it; not_applicable: none is charged */
export const VAT_BASES = ['excluded', 'included', 'not_applicable'] as const;

/** Each service in the words of the SRA's list; 'other' goes by the lawyer's own name for it. */
export const SERVICE_NAMES: Record<ServiceKind, string> = {
  conveyancing_purchase: 'Residential conveyancing: buying a home',
  conveyancing_sale: 'Residential conveyancing: selling a home',
  probate: 'Uncontested probate',
  motoring_offences: 'Motoring offences (magistrates’ court)',
  employment_tribunal_claimant: 'Employment tribunal: for employees',
  employment_tribunal_respondent: 'Employment tribunal: for employers',
  immigration: 'Immigration (not asylum)',
  debt_recovery: 'Debt recovery (up to £100,000)',
  business_licensing: 'Licensing for business premises',
  other: 'Another service',
};

/** What a service is called where it is shown: its name on the SRA's list, or the lawyer's own. */
export const serviceTitle = (s: { service: ServiceKind; name?: string | null }): string =>
  s.service === 'other' && s.name ? s.name : SERVICE_NAMES[s.service];
