// Where anyone can check a lawyer's licence, for every screen that shows one (a card, the View
// Profile dialog, the public profile): the regulator, the number and a link to the regulator's
// register (docs/decisions/0126-how-we-rank-and-true-landing-words.md). Only the SRA's register
// has a page per number that others link to (…/register/person/?sraNumber=…); no other
// register publishes such an address, so the link goes to its search, and says so.
import { DEFAULT_REGULATOR, REGULATOR_FACTS, type Regulator } from './regulators.ts';

interface RegisterEntry {
  /** 'SRA number 123456' */
  number: string;
  /** 'Solicitors Regulation Authority', or a regulator not on the list as it came */
  regulator: string;
  /** the register's page for this number, or its search; none for a regulator not on the list */
  link?: { href: string; text: string };
}

/** The licence as people read it and the way to check it; null without a number. */
export function registerEntry(
  regulator: string | null | undefined,
  number: string | null | undefined,
): RegisterEntry | null {
  const value = number?.trim();
  if (!value) return null;
  const code = regulator || DEFAULT_REGULATOR;
  const facts = Object.hasOwn(REGULATOR_FACTS, code) ? REGULATOR_FACTS[code as Regulator] : null;
  if (!facts) return { number: value, regulator: code };
  return {
    number: `${facts.numberName} ${value}`,
    regulator: facts.name,
    // an SRA number is up to seven digits (server/rules/verification/licence-numbers.ts)
    link:
      code === 'SRA' && /^\d{1,7}$/.test(value)
        ? {
            href: `https://www.sra.org.uk/consumers/register/person/?sraNumber=${value}`,
            text: `See ${value} on the SRA register`,
          }
        : { href: facts.register, text: `Search the ${facts.name} register for ${value}` },
  };
}
