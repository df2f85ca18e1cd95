import { describe, expect, it } from 'vitest';
import { readPushPayload, safeTargetUrl } from './push-payload';

describe('readPushPayload', () => {
  it('reads the shared PushPayload', () => {
    const raw = JSON.stringify({ title: 'Nouveau message', body: 'Léa : Bonjour', url: '/conversation/1', tag: 'c-1' });
    expect(readPushPayload(raw)).toEqual({
      title: 'Nouveau message',
      body: 'Léa : Bonjour',
      url: '/conversation/1',
      tag: 'c-1',
    });
  });

  it('falls back to the spec texts for a missing title or body', () => {
    expect(readPushPayload(null)).toEqual({
      title: 'Nouvelle notification',
      body: 'Vous avez reçu une nouvelle notification',
      url: '/notifications',
      tag: undefined,
    });
    expect(readPushPayload('pas du JSON').title).toBe('Nouvelle notification');
    expect(readPushPayload(JSON.stringify({ title: '  ', body: 3 })).body).toBe(
      'Vous avez reçu une nouvelle notification',
    );
  });
});

describe('safeTargetUrl', () => {
  const origin = 'https://portmarin.example';
  it('opens only our own pages', () => {
    expect(safeTargetUrl('/conversation/1', origin)).toBe('https://portmarin.example/conversation/1');
    expect(safeTargetUrl('https://evil.example/x', origin)).toBe('https://portmarin.example/feed');
    expect(safeTargetUrl('javascript:alert(1)', origin)).toBe('https://portmarin.example/feed');
    expect(safeTargetUrl('//evil.example', origin)).toBe('https://portmarin.example/feed');
  });
});
