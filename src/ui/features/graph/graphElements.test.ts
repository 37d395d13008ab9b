import { describe, expect, it } from 'vitest';
import { fitViewport } from './graphElements';

describe('fitViewport', () => {
  it('scales the boxes to the tighter side with the padding and centres them', () => {
    // Boxes span x −75…435 (510 wide) and y −18…72 (90 high); 530 × 400 viewport, padding 10.
    const view = fitViewport([{ x: 0, y: 0, width: 150, height: 36 }, { x: 360, y: 54, width: 150, height: 36 }], 530, 400, 10, 0.25, 1.6);
    expect(view?.zoom).toBeCloseTo(1);
    // Centre (180, 27) lands on the viewport's centre (265, 200).
    expect(view?.pan.x).toBeCloseTo(265 - 180);
    expect(view?.pan.y).toBeCloseTo(200 - 27);
  });

  it('keeps the zoom within its bounds', () => {
    expect(fitViewport([{ x: 0, y: 0, width: 10, height: 10 }], 1000, 1000, 0, 0.25, 1.6)?.zoom).toBe(1.6);
    expect(fitViewport([{ x: 0, y: 0, width: 100_000, height: 10 }], 100, 100, 0, 0.25, 1.6)?.zoom).toBe(0.25);
  });

  it('fits nothing without boxes or room', () => {
    expect(fitViewport([], 100, 100, 0, 0.25, 1.6)).toBeNull();
    expect(fitViewport([{ x: 0, y: 0, width: 10, height: 10 }], 0, 100, 0, 0.25, 1.6)).toBeNull();
  });
});
