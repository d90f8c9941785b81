// The link of a lawyer's photo on their card (matched lawyers, responses to a case, the public
// profile): the public address of the photo call, with the stored name's start as a version, so a
// new photo is a new link and the old one can be cached for long.
export type PhotoUrl = (lawyerId: number, storedName: string) => string;

export const photoUrlFor =
  (publicApiUrl: string): PhotoUrl =>
  (lawyerId, storedName) =>
    `${publicApiUrl}/api/accounts/lawyers/${lawyerId}/photo/?v=${storedName.slice(0, 8)}`;
