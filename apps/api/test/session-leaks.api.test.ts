import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestContext, PASSWORD, uniqueName } from './test-app';

/** The session id (and the device cookie beside it) travels in Set-Cookie only: never in a body, a URL or a log line. */
describe('session id exposure', () => {
  it('when a user signs up, logs in, browses and logs out, then the ids appear in no body, header but Set-Cookie, or log line', async () => {
    const lines: string[] = [];
    const ctx = await createTestContext({ LOG_LEVEL: 'info' }, () => ({
      logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
    }));
    const username = uniqueName();
    const answers: request.Response[] = [];
    const agent = request.agent(ctx.app);
    answers.push(await agent.post('/api/auth/signup').send({ username, password: PASSWORD }).expect(201));
    answers.push(await agent.post('/api/auth/login').send({ username, password: PASSWORD }).expect(200));
    const userId = answers[1]!.body.id as string;
    answers.push(await agent.get('/api/auth/me').expect(200));
    answers.push(await agent.get(`/api/users/${userId}`).expect(200));
    answers.push(await agent.get('/api/no-such-route').expect(404));
    answers.push(await agent.post('/api/auth/logout').expect(200));

    const setCookies = answers.flatMap((res) => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? []);
    // Session ids and the device cookies set beside them at sign-up and login.
    expect(setCookies.filter((c) => c.startsWith('did='))).toHaveLength(2);
    const ids = setCookies.map((c) => c.split(';')[0]!.split('=')[1]!);
    const tokens = ids.filter((id) => id.length > 0);
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    expect(lines.length).toBeGreaterThan(0);
    for (const token of tokens) {
      for (const res of answers) {
        expect(res.text).not.toContain(token);
        const { 'set-cookie': _cookie, ...otherHeaders } = res.headers;
        expect(JSON.stringify(otherHeaders)).not.toContain(token);
      }
      expect(lines.filter((line) => line.includes(token))).toEqual([]);
    }
  });
});
