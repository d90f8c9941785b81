// Stored files' names: random, so that nothing a user sends becomes part of a path or key.
import { randomBytes } from 'node:crypto';
import { ApiError } from '../lib/errors.ts';

/**
 * A row points to a file the store does not have (deleted by hand, a lost volume, a restore
 * from an older backup): 404 for the client, a warning in the log for the operator
 * (docs/decisions/0073-missing-stored-file-is-not-found.md).
 */
export class StoredFileMissing extends ApiError {
  readonly storedName: string;

  constructor(name: string) {
    super(404, 'The file is no longer available.');
    this.storedName = name;
  }
}

const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

export const isStoredName = (name: string): boolean => STORED_NAME.test(name);

// A file being written, under its final name plus this; renamed once whole
// (docs/decisions/0072-no-orphan-uploads.md).
export const UNFINISHED = '.partial';
const UNFINISHED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,5}\.partial$/;

export const isUnfinishedName = (name: string): boolean => UNFINISHED_NAME.test(name);

export function checkedName(name: string): string {
  if (!isStoredName(name)) throw new Error('Invalid stored file name');
  return name;
}

export const newStoredName = (ext: string): string =>
  checkedName(`${randomBytes(16).toString('hex')}.${ext}`);
