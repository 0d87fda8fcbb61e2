// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FallbackImage } from '@/components/fallback-image.client';

// A picture that loaded before hydration is looked at once after mounting. Some browsers (Firefox) report a natural
// width of 0 for an SVG that has no width and height of its own, although it draws: width 0 alone is no failure,
// only a picture that will not decode is. (jsdom loads no image: the picture's state is set here.)
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function mount(decodes: boolean): Promise<HTMLElement> {
  vi.spyOn(HTMLImageElement.prototype, 'currentSrc', 'get').mockReturnValue(
    'https://site.test/content-assets/cover.svg',
  );
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
  // jsdom has no decode(); browsers do.
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value: () => (decodes ? Promise.resolve() : Promise.reject(new Error('EncodingError'))),
  });
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(
      createElement(FallbackImage, { src: '/content-assets/cover.svg', alt: 'Cover', width: 1200, height: 630 }),
    );
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return container;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
  document.body.innerHTML = '';
});

describe('FallbackImage after hydration', () => {
  it('keeps a picture whose natural width is 0 but which decodes (an SVG without width and height)', async () => {
    const container = await mount(true);
    expect(container.querySelector('img')).not.toBeNull();
    expect(container.querySelector('[data-image-failed]')).toBeNull();
  });

  it('shows the empty placeholder for a picture that does not decode', async () => {
    const container = await mount(false);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-image-failed="true"]')?.getAttribute('aria-label')).toBe('Cover');
  });
});
