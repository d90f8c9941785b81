// The long settings forms draw their first part and their Save button first, and the parts below
// in the render after: what the document holds when Save first shows, and once the form is whole
// (docs/decisions/0157-long-forms-draw-their-first-part-first.md).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepServices } from '../msw/services-handlers';
import { keptService, openServices } from '../services/services-helpers';
import { openSettings, useFreshSettings } from './availability/availability-settings-helpers';

useFreshSettings();

/** The text of every heading and legend in the document: the parts drawn. */
const parts = () =>
  [...document.querySelectorAll('h2, legend')].map((part) => part.textContent?.trim() ?? '');

let stop = () => undefined as void;
afterEach(() => stop());

/** Watches the document from now on: the parts drawn when a button named `save` first showed. */
function partsWhenShown(save: string) {
  let seen: string[] | undefined;
  const observer = new MutationObserver(() => {
    if ([...document.querySelectorAll('button')].some((button) => button.textContent === save)) {
      seen = parts();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  stop = () => observer.disconnect();
  return () => seen;
}

describe('a long settings form draws its first part first', () => {
  it('the booking settings show the weekly hours and Save before the parts below them', async () => {
    const seen = partsWhenShown('Save settings');
    await openSettings();
    await screen.findByRole('region', { name: 'Days off' });

    expect(seen()).toContain('Weekly hours');
    for (const later of ['Consultations', 'Types of consultation', 'Days off'])
      expect(seen()).not.toContain(later);
    expect(parts()).toEqual(
      expect.arrayContaining(['Weekly hours', 'Consultations', 'Types of consultation', 'Days off']),
    );
  });

  it('the services show the first service and Save before the other services and the insurance', async () => {
    keepServices({
      services: [keptService('Uncontested divorce'), keptService('Lease extension')],
      indemnityInsurance: null,
      complaints: null,
    });
    const seen = partsWhenShown('Save services and prices');
    await openServices();
    await screen.findByRole('region', { name: 'Insurance and complaints' });

    expect(seen()).toContain('Service 1: Uncontested divorce');
    expect(seen()).not.toContain('Service 2: Lease extension');
    expect(seen()).not.toContain('Insurance and complaints');
    expect(parts()).toEqual(
      expect.arrayContaining([
        'Service 1: Uncontested divorce',
        'Service 2: Lease extension',
        'Insurance and complaints',
      ]),
    );
  });
});
