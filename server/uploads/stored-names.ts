// Stored files' names: random, so that nothing a user sends becomes part of a path or key.
import { randomBytes } from 'node:crypto';

export class StoredFileMissing extends Error {
  constructor(name: string) {
    super(`Stored file ${name} is missing.`);
  }
}

const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

export const isStoredName = (name: string): boolean => STORED_NAME.test(name);

export function checkedName(name: string): string {
  if (!isStoredName(name)) throw new Error('Invalid stored file name');
  return name;
}

export const newStoredName = (ext: string): string =>
  checkedName(`${randomBytes(16).toString('hex')}.${ext}`);
