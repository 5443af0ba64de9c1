import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DOCS_PATH } from './openapi';
import { securityHeaders, type PagePolicy } from './security-headers';

function appWith(policy: PagePolicy) {
  const app = express();
  app.use(securityHeaders(policy));
  app.use((_req, res) => void res.send('ok'));
  return app;
}

const cspOf = (res: request.Response) => res.headers['content-security-policy'] ?? '';

describe('securityHeaders', () => {
  it('when card payment is on, then pages allow Stripe and the page scripts by hash, and JSON answers still allow nothing', async () => {
    const app = appWith({ pageScripts: ["'sha256-abc='"], stripe: true });
    for (const path of ['/', '/feed', DOCS_PATH, `${DOCS_PATH}/swagger-ui.css`, '/uploads/a.webp']) {
      const csp = cspOf(await request(app).get(path));
      expect(csp, path).toContain("script-src 'self' 'sha256-abc=' https://js.stripe.com");
      expect(csp, path).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
      expect(csp, path).toContain("connect-src 'self' https://api.stripe.com");
    }
    for (const path of ['/api/auth/me', '/api/openapi.json', '/api/docsx']) {
      expect(cspOf(await request(app).get(path)), path).toBe("default-src 'none';object-src 'none';base-uri 'none';frame-ancestors 'none'");
    }
  });

  it('when card payment is off, then pages name no Stripe origin and frame nothing', async () => {
    const csp = cspOf(await request(appWith({ pageScripts: [], stripe: false })).get('/'));
    expect(csp).not.toContain('stripe');
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("script-src 'self';");
  });
});
