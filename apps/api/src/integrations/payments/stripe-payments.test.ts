import { describe, expect, it } from 'vitest';
import { stripeEndpoint } from './stripe-payments';

describe('stripeEndpoint', () => {
  it('when no base is set, then the SDK default host', () => {
    expect(stripeEndpoint(undefined)).toEqual({});
  });
  it('when the base is a loopback http URL, then host, port and protocol from it', () => {
    expect(stripeEndpoint('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: '12111', protocol: 'http' });
  });
  it('when the base is https without a port, then 443', () => {
    expect(stripeEndpoint('https://stripe-proxy.example.com')).toEqual({ host: 'stripe-proxy.example.com', port: 443, protocol: 'https' });
  });
});
