// The contact page (docs/decisions/0100-trust-pages.md): where to write, what to put in, when
// we answer, and the pages for complaints, personal data and reviews.
import { paths } from '@/lib/paths';
import {
  DEMO_ADDRESS_NOTE,
  link,
  list,
  mail,
  p,
  type TrustPageContent,
} from '@/features/trust/trust-content';

export const CONTACT: TrustPageContent = {
  title: 'Contact us',
  intro: 'Questions about LawMatch, your account, a booking or a review: write to us, and a person answers.',
  sections: [
    {
      id: 'write-to-us',
      title: 'Write to us',
      blocks: [
        p(
          'E-mail ',
          mail(),
          '. We reply within 2 working days (Monday to Friday, bank holidays excepted), and sooner when we can.',
        ),
        p(DEMO_ADDRESS_NOTE),
      ],
    },
    {
      id: 'what-to-include',
      title: 'What to include',
      blocks: [
        list(
          'the e-mail address of your LawMatch account, and write from it if you can, so that we know the account is yours;',
          'whether you use LawMatch as a client or as a lawyer;',
          'what happened, and when;',
          'the case, consultation, lawyer or page it is about;',
          'for a fault on the site: your browser and device, and any message it showed.',
        ),
        p(
          'Never send your password. Keep the details of your legal matter to what we need: we are not your lawyer, and cannot advise you.',
        ),
      ],
    },
    {
      id: 'other-help',
      title: 'Other ways we can help',
      blocks: [
        list(
          ['To complain about LawMatch or about a lawyer: ', link('complaints', paths.complaints), '.'],
          [
            'About your personal data, or to download it or delete your account: ',
            link('privacy notice', `${paths.privacy}#download-or-delete`),
            '.',
          ],
          ['To report a review: ', link('review policy', `${paths.reviewPolicy}#reporting`), '.'],
          [
            'Looking for legal help? ',
            link('Post your case', paths.roleSelect),
            ' to meet verified lawyers.',
          ],
        ),
      ],
    },
  ],
};
