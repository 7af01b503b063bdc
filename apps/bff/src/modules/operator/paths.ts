/** Where the operator API lives: its routes, the maintenance gate (which keeps it open) and the CLI share it. */
export const OPERATOR_PREFIX = '/v1/operator/';
