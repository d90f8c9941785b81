// The kinds of consultation as a client reads them, for the public profile and the View Profile
// dialog; book-words.ts has the same words, but it brings the booking contract (and zod) along,
// which a public page must not (docs/decisions/0103-public-lawyer-profile.md).
export const TYPE_WORDS = { video: 'Video call', phone: 'Phone call', in_person: 'In person' } as const;
