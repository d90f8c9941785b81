import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectTitle, mainLink, openTrustPage, section, sectionHeadings } from './trust-helpers';

describe('the contact page', () => {
  it('gives the address, the reply time and what to put in', async () => {
    await openTrustPage('/contact', 'Contact us');
    await expectTitle('Contact — LawMatch');
    expect(sectionHeadings()).toEqual(['Write to us', 'What to include', 'Other ways we can help']);
    const write = section('Write to us');
    expect(write.getByRole('link', { name: 'support@lawmatch.test' })).toHaveAttribute(
      'href',
      'mailto:support@lawmatch.test',
    );
    expect(write.getByText(/We reply within 2 working days/)).toBeInTheDocument();
    expect(section('What to include').getByText(/Never send your password/)).toBeInTheDocument();
  });

  it('links the complaints page and the privacy notice', async () => {
    const { userEvent, router } = await openTrustPage('/contact', 'Contact us');
    expect(mainLink('complaints')).toHaveAttribute('href', '/complaints');
    await userEvent.click(mainLink('privacy notice'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy');
    expect(router.state.location.hash).toBe('#download-or-delete');
  });
});
