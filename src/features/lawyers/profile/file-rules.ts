import { MAX_UPLOAD_BYTES, type FileKind } from '@/api/contract';

// spec §9: documents pdf, jpg, jpeg, png; the photo any common image
const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];
const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'];

export const FILE_FIELDS: { kind: FileKind; label: string; accept: string; hint: string }[] = [
  {
    kind: 'profile_picture',
    label: 'Profile photo',
    accept: 'image/*',
    hint: 'JPG, PNG, WebP or GIF, up to 10 MB',
  },
  {
    kind: 'government_id',
    label: 'Government ID',
    accept: '.pdf,.jpg,.jpeg,.png',
    hint: 'PDF, JPG or PNG, up to 10 MB',
  },
  {
    kind: 'law_degree',
    label: 'Law degree certificate',
    accept: '.pdf,.jpg,.jpeg,.png',
    hint: 'PDF, JPG or PNG, up to 10 MB',
  },
  {
    kind: 'bar_certificate',
    // spec §2's words, with what UK regulators call it as the hint
    // (docs/decisions/0087-regulator-and-licence-number.md, 0119-smaller-things.md)
    label: 'Bar association certificate',
    accept: '.pdf,.jpg,.jpeg,.png',
    hint: 'Your practising certificate. PDF, JPG or PNG, up to 10 MB',
  },
];

function extension(name: string) {
  return name.toLowerCase().split('.').pop() ?? '';
}

/** Why a chosen file is refused, or null. The server checks the content again. */
export function refuseFile(kind: FileKind, file: File): string | null {
  const isPhoto = kind === 'profile_picture';
  const allowed = isPhoto ? PHOTO_EXTENSIONS : DOCUMENT_EXTENSIONS;
  if (!allowed.includes(extension(file.name))) {
    return isPhoto ? 'Choose an image file (JPG, PNG, WebP or GIF).' : 'Choose a PDF, JPG or PNG file.';
  }
  if (file.size > MAX_UPLOAD_BYTES) return 'This file is larger than 10 MB. Choose a smaller file.';
  if (file.size === 0) return 'This file is empty.';
  return null;
}

export function isImage(file: File) {
  return ['jpg', 'jpeg', 'png', 'webp', 'gif'].includes(extension(file.name));
}
