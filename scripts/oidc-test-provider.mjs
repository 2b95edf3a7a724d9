// A real OpenID Connect provider (the oidc-provider package) for the single sign-on tests: the server's
// integration tests and the browser journey (scripts/e2e-server.mjs) sign in at it as they would at a
// company's identity provider. Its own development sign-in page takes any password; the login names the
// account, whose claims (e-mail, whether it is verified, name) the caller lists. Never used in production.
import http from 'node:http';
import Provider from 'oidc-provider';

/**
 * Starts the provider on 127.0.0.1 (a random port unless `port` is given) with one confidential client
 * allowed to return to `redirectUris`. Consent is taken as given, like a company's own application.
 */
export async function startTestProvider({
  accounts,
  redirectUris,
  clientId = 'plantwise',
  clientSecret = 'plantwise-test-secret',
  port = 0,
}) {
  const server = http.createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['plantwise-test-provider-cookies'] },
    // Ten minutes for everything: a test's sign-in is over in seconds.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 600,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    async findAccount(_ctx, id) {
      const claims = accounts[id];
      if (!claims) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
