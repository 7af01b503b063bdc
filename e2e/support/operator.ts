import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The operator API's bearer header: the deployment's OPERATOR_API_TOKEN, or the token `npm start` wrote for the
 * development portal (.data/dev-operator-token).
 */
export function operatorHeaders(): { authorization: string } {
  const token =
    process.env.OPERATOR_API_TOKEN ??
    readFileSync(resolve(import.meta.dirname, '../../.data/dev-operator-token'), 'utf8').trim();
  return { authorization: `Bearer ${token}` };
}
