// @vitest-environment happy-dom
// The certificate viewer (certificate-viewer.tsx): zoom and rotate by buttons and by keys, the
// state said in words, and a turned picture laid out in the rotated proportions.
import { describe, expect, it } from 'vitest';
import { click, key, render } from '@donor/shared/testing/render';
import { CertificateViewer, START, layout, rotate, zoomIn } from './certificate-viewer.tsx';

const picture = { id: 4, url: '/api/picture/4/', width: 900, height: 600 };

describe('layout', () => {
  it('upright: the stage has the picture\'s proportions; turned: the other way round, the picture filling it', () => {
    expect(layout(picture, START)).toEqual({ stageWidth: '100%', aspectRatio: '900 / 600', imageWidth: '100%', imageHeight: '100%' });
    const turned = layout(picture, rotate(zoomIn(START), 90));
    expect(turned).toMatchObject({ stageWidth: '150%', aspectRatio: '600 / 900', imageWidth: '150%' });
    expect(parseFloat(turned.imageHeight)).toBeCloseTo(66.667, 2);
    expect(rotate(START, -90).angle).toBe(270);
  });
});

describe('CertificateViewer', () => {
  it('buttons and keys zoom and rotate; the state is announced', async () => {
    const { container, unmount } = await render(<CertificateViewer picture={picture} alt="Справка о донации 10 марта 2026" />);
    const status = () => container.querySelector('[aria-live]')?.textContent;
    const button = (name: string) => container.querySelector(`button[aria-label="${name}"]`);
    expect(status()).toBe('Масштаб 100 %, поворот 0°');
    expect(button('Уменьшить')?.hasAttribute('disabled')).toBe(true);
    await click(button('Увеличить'));
    await click(button('Повернуть вправо'));
    expect(status()).toBe('Масштаб 150 %, поворот 90°');
    const viewport = container.querySelector('[tabindex="0"]')!;
    await key(viewport, '+');
    await key(viewport, 'R', { shiftKey: true });
    expect(status()).toBe('Масштаб 200 %, поворот 0°');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Справка о донации 10 марта 2026');
    await click([...container.querySelectorAll('button')].find((b) => b.textContent === 'Исходный вид'));
    expect(status()).toBe('Масштаб 100 %, поворот 0°');
    await unmount();
  });
});
