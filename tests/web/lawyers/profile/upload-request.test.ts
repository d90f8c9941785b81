// The profile upload below the page: the FormData it builds (jsdom's FormData loses file names
// on the way to MSW, so they are checked here and end to end) and its timeout, which must not
// cut off an upload that is still moving.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpSettings } from '@/api/with-timeout';
import { submitLawyerProfile } from '@/api/profiles';
import { toProfileFormData } from '@/features/lawyers/profile/use-submit-profile';
import { submittedProfile } from '../../msw/profile-handlers';
import { pdfFile, pngFile } from '../lawyer-helpers';

const values = {
  full_name: ' Liam Lawyer ',
  regulator: 'SRA',
  specialization: 'Tax Law',
  location: '  Bristol ',
  experience_years: ' 7 ',
  license_number: ' SRA-998877 ',
  education: ' LLB ',
  bio: ' Tax disputes. ',
  hourly_rate: ' £150 ',
  first_consultation_fee: '',
} as const;

describe('toProfileFormData (spec §3)', () => {
  it('uses the exact field names, then the regulator and fees, keeps the file names and trims the text', () => {
    const files = {
      profile_picture: pngFile('me.png'),
      government_id: pdfFile('passport.pdf'),
      law_degree: pdfFile('degree.pdf'),
      bar_certificate: pngFile('bar.png'),
    };
    const form = toProfileFormData({ values, files });

    const entries = [...form.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value.name,
    ]);
    expect(entries).toEqual([
      ['profile_picture', 'me.png'],
      ['government_id', 'passport.pdf'],
      ['law_degree', 'degree.pdf'],
      ['bar_certificate', 'bar.png'],
      ['specialization', 'Tax Law'],
      ['location', 'Bristol'],
      ['experience_years', '7'],
      ['bio', 'Tax disputes.'],
      ['license_number', 'SRA-998877'],
      ['education', 'LLB'],
      ['full_name', 'Liam Lawyer'],
      ['regulator', 'SRA'],
      ['hourly_rate', '£150'],
      ['first_consultation_fee', ''],
    ]);
    expect(form.get('government_id')).toMatchObject({
      size: files.government_id.size,
      type: 'application/pdf',
    });
  });

  it('sends only the files that were chosen', () => {
    const form = toProfileFormData({
      values,
      files: { law_degree: pdfFile('degree.pdf') },
    });
    expect(form.has('law_degree')).toBe(true);
    for (const kind of ['profile_picture', 'government_id', 'bar_certificate'])
      expect(form.has(kind)).toBe(false);
  });
});

/** An XMLHttpRequest whose upload reports `steps` progress events `everyMs` apart, then answers. */
function uploadingXhr({
  steps,
  everyMs,
  stallAfter = Infinity,
}: {
  steps: number;
  everyMs: number;
  stallAfter?: number;
}) {
  return class FakeXhr {
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private timers: ReturnType<typeof setTimeout>[] = [];
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send() {
      for (let step = 1; step <= Math.min(steps, stallAfter); step++) {
        this.timers.push(
          setTimeout(
            () => this.upload.onprogress?.({ lengthComputable: true, loaded: step, total: steps }),
            step * everyMs,
          ),
        );
      }
      if (stallAfter < steps) return;
      this.timers.push(
        setTimeout(
          () => {
            this.status = 201;
            this.responseText = JSON.stringify(submittedProfile());
            this.onload?.();
          },
          (steps + 1) * everyMs,
        ),
      );
    }
    abort() {
      this.timers.forEach(clearTimeout);
      this.onabort?.();
    }
  };
}

describe('the upload timeout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lets a long upload finish while its bytes keep moving', async () => {
    httpSettings.timeoutMs = 150;
    vi.stubGlobal('XMLHttpRequest', uploadingXhr({ steps: 8, everyMs: 60 })); // ~540 ms in all
    const fractions: number[] = [];

    await expect(submitLawyerProfile(new FormData(), (f) => fractions.push(f))).resolves.toBeUndefined();
    expect(fractions).toEqual([1 / 8, 2 / 8, 3 / 8, 4 / 8, 5 / 8, 6 / 8, 7 / 8, 1, 1]);
  });

  it('gives up when the upload stalls for longer than the timeout', async () => {
    httpSettings.timeoutMs = 150;
    vi.stubGlobal('XMLHttpRequest', uploadingXhr({ steps: 8, everyMs: 60, stallAfter: 3 }));

    await expect(submitLawyerProfile(new FormData(), () => {})).rejects.toMatchObject({ kind: 'timeout' });
  });
});
