import type { Webcam } from '@portmarin/shared';
import { describe, expect, it } from 'vitest';
import { WEBCAM_TABS, webcamsForTab } from './tabs';

const camera = (id: string, category: Webcam['category']): Webcam => ({
  id,
  name: id,
  description: 'Vue',
  category,
  location: 'Quai',
  imageUrl: `https://cam.example/${id}.jpg`,
  pageUrl: `https://cam.example/${id}`,
});

const CAMERAS = [
  camera('port', 'port'),
  camera('grande-plage', 'plages'),
  camera('office', 'office'),
  camera('petite-plage', 'plages'),
  camera('phare', 'sites'),
];

const ids = (webcams: Webcam[]) => webcams.map((w) => w.id);

describe('webcamsForTab', () => {
  it('shows every camera on Toutes, in the town file’s order', () => {
    expect(ids(webcamsForTab(CAMERAS, 'toutes'))).toEqual(['port', 'grande-plage', 'office', 'petite-plage', 'phare']);
  });

  it('keeps one category on each other tab', () => {
    expect(ids(webcamsForTab(CAMERAS, 'port'))).toEqual(['port']);
    expect(ids(webcamsForTab(CAMERAS, 'plages'))).toEqual(['grande-plage', 'petite-plage']);
    expect(ids(webcamsForTab(CAMERAS, 'office'))).toEqual(['office']);
    expect(ids(webcamsForTab(CAMERAS, 'sites'))).toEqual(['phare']);
  });

  it('is empty for a category without a camera', () => {
    expect(webcamsForTab([camera('port', 'port')], 'sites')).toEqual([]);
  });

  it('names the spec’s five tabs', () => {
    expect(WEBCAM_TABS.map((t) => t.label)).toEqual(['Toutes', 'Port', 'Plages', 'Office', 'Sites']);
  });
});
