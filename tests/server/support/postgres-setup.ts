// Each test file of the PostgreSQL leg closes the connection it used to make databases.
import { afterAll } from 'vitest';
import { closeAdmin } from './backing.ts';

afterAll(closeAdmin);
