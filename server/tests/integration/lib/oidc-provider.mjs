// A tiny OpenID Connect provider standing in for Google in the tests (node:http on 127.0.0.1):
//   GET  /authorize  redirects straight back to redirect_uri with code and state, remembering
//                    the nonce, code_challenge and the user the test chose (provider.nextUser)
//   POST /token      checks client_secret and code_verifier (S256) and answers
//                    {id_token, access_token}; the id_token is RS256-signed
//   GET  /jwks       the RSA public key as a JWK
// provider.tamper = {signature: true} / {claims: {aud: 'x'}} changes the next id_token.
import http from 'node:http';
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';

export async function startOidcProvider({ clientId, clientSecret }) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map();
  const state = {
    nextUser: null,
    tamper: null,
    tokenRequests: [],
    authorizeRequests: [],
  };

  function sign(claims) {
    const enc = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const input = `${enc({ alg: 'RS256', typ: 'JWT', kid })}.${enc(claims)}`;
    const signer = createSign('RSA-SHA256');
    signer.update(input);
    let sig = signer.sign(privateKey);
    if (state.tamper?.signature) sig = Buffer.from(sig.map((b, i) => (i === 10 ? b ^ 1 : b)));
    return `${input}.${sig.toString('base64url')}`;
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, provider.url);
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const q = Object.fromEntries(url.searchParams);
      state.authorizeRequests.push(q);
      if (q.client_id !== clientId || q.response_type !== 'code') return send(400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, { ...q, user: state.nextUser });
      const back = new URL(q.redirect_uri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.state);
      return send(302, undefined, { Location: back.href });
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      let text = '';
      for await (const chunk of req) text += chunk;
      const form = Object.fromEntries(new URLSearchParams(text));
      state.tokenRequests.push(form);
      const grant = codes.get(form.code);
      codes.delete(form.code);
      if (!grant) return send(400, { error: 'invalid_grant' });
      if (form.client_id !== clientId || form.client_secret !== clientSecret) return send(401, { error: 'invalid_client' });
      if (form.redirect_uri !== grant.redirect_uri) return send(400, { error: 'invalid_grant' });
      const challenge = createHash('sha256').update(form.code_verifier ?? '').digest('base64url');
      if (grant.code_challenge_method !== 'S256' || challenge !== grant.code_challenge) {
        return send(400, { error: 'invalid_grant', error_description: 'code_verifier' });
      }
      const now = Math.floor(Date.now() / 1000);
      const user = grant.user ?? { sub: '1000', email: 'someone@example.hk', email_verified: true, name: 'Someone' };
      const claims = {
        iss: provider.issuer, aud: clientId, iat: now, exp: now + 3600, nonce: grant.nonce,
        ...user, ...(state.tamper?.claims ?? {}),
      };
      const idToken = sign(claims);
      state.tamper = null;
      return send(200, { access_token: `ya29.${randomBytes(8).toString('hex')}`, id_token: idToken, token_type: 'Bearer', expires_in: 3599 });
    }
    if (req.method === 'GET' && url.pathname === '/jwks') return send(200, { keys: [jwk] });
    return send(404, { error: 'not_found' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const provider = Object.assign(state, {
    url: base,
    issuer: base,
    env: {
      EMU_GOOGLE_CLIENT_ID: clientId,
      EMU_GOOGLE_CLIENT_SECRET: clientSecret,
      EMU_GOOGLE_ISSUER: base,
      EMU_GOOGLE_AUTH_URL: `${base}/authorize`,
      EMU_GOOGLE_TOKEN_URL: `${base}/token`,
      EMU_GOOGLE_JWKS_URL: `${base}/jwks`,
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  });
  return provider;
}
