import { idpConfigFromEnv } from './config.ts';
import { createIdp } from './index.ts';

/** `npm start -w @portal/idp`: the development IdP configured from the environment. */
const { port, host, options } = idpConfigFromEnv(process.env);
const idp = await createIdp(options);

const { issuers } = await idp.listen(port, host);
console.log(`idp: SSO issuer ${issuers.sso} · carrier issuer ${issuers.carrier} (listening on ${host})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void idp.close().finally(() => process.exit(0));
  });
}
