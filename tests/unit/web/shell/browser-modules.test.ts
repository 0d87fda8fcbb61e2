// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMobileUserAgent } from '@/shell/device';
import { HISTORY_CHANGE_EVENT, installHistoryEvents, internalNavigationTarget } from '@/shell/history-events';
import { isAcceptableScriptUrl } from '@/shell/script-loader';
import { ShellConfigError, readShellSettings } from '@/shell/settings';
import { isAllowedAuthUrl } from '@/shell/auth-links';
import { injectSnippet, injectSnippets } from '@/shell/snippets';
import { shellCspSources } from '@/shell/csp';

describe('statistical snippets', () => {
  it("reports an inline script the page's CSP refused, with the position of the snippet inserted before it", async () => {
    vi.useFakeTimers();
    const report = vi.fn();
    const violation = (blockedURI: string) =>
      document.dispatchEvent(
        Object.assign(new Event('securitypolicyviolation'), { blockedURI, effectiveDirective: 'script-src-elem' }),
      );
    const stop = injectSnippets(
      { statistical_title: '<script data-test-snippet>1</script>', statistical_body: '<script>2</script>' },
      report,
    );
    violation('inline');
    expect(report).toHaveBeenLastCalledWith(expect.objectContaining({ position: 'statistical_title' }), {
      trigger: 'api error',
      position: 'statistical_title',
    });
    await vi.advanceTimersByTimeAsync(0);
    violation('inline');
    expect(report).toHaveBeenLastCalledWith(expect.objectContaining({ position: 'statistical_body' }), {
      trigger: 'api error',
      position: 'statistical_body',
    });
    violation('https://elsewhere.example/x.js');
    expect(report).toHaveBeenCalledTimes(2);
    stop();
    violation('inline');
    expect(report).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  afterEach(() => {
    document.head.querySelectorAll('[data-test-snippet]').forEach((node) => node.remove());
    document.body.innerHTML = '';
  });

  it('puts statistical_title in the head and statistical_body at the end of the body, scripts made runnable', () => {
    document.body.innerHTML = '<main id="page"></main>';
    const report = vi.fn();
    expect(
      injectSnippet(
        '<meta name="verify" content="x" data-test-snippet><script data-test-snippet>window.__title = 1</script>',
        'statistical_title',
        report,
      ),
    ).toBe(2);
    expect(
      injectSnippet(
        '<noscript>no js</noscript><script src="https://stats.example/t.js"></script>',
        'statistical_body',
        report,
      ),
    ).toBe(2);
    expect(document.head.querySelector('meta[name="verify"]')).not.toBeNull();
    const titleScript = document.head.querySelector('script[data-test-snippet]') as HTMLScriptElement;
    expect(titleScript.text).toBe('window.__title = 1');
    const bodyScript = document.body.lastElementChild as HTMLScriptElement;
    expect(bodyScript.tagName).toBe('SCRIPT');
    expect(bodyScript.src).toBe('https://stats.example/t.js');
    expect(bodyScript.async).toBe(true);
    expect(report).not.toHaveBeenCalled();
  });

  it("reports a script that fails to load with trigger 'api error' and the position", () => {
    const report = vi.fn();
    injectSnippet('<script src="https://stats.example/missing.js"></script>', 'statistical_body', report);
    document.body.lastElementChild!.dispatchEvent(new Event('error'));
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![1]).toEqual({ trigger: 'api error', position: 'statistical_body' });
    expect(report.mock.calls[0]![0]).toMatchObject({ name: 'SnippetError', position: 'statistical_body' });
  });

  it('reports an insertion that throws, and keeps the page', () => {
    const report = vi.fn();
    const broken = {
      createElement: () => {
        throw new Error('no DOM');
      },
      head: document.head,
      body: document.body,
    } as unknown as Document;
    expect(injectSnippet('<p>x</p>', 'statistical_title', report, broken)).toBe(0);
    expect(report.mock.calls[0]![1]).toEqual({ trigger: 'api error', position: 'statistical_title' });
  });

  it('does nothing for empty snippets', () => {
    const report = vi.fn();
    expect(injectSnippet('', 'statistical_body', report)).toBe(0);
    expect(injectSnippet(null, 'statistical_body', report)).toBe(0);
    expect(injectSnippet('   ', 'statistical_body', report)).toBe(0);
  });
});

describe('chat script address', () => {
  it.each([
    ['https://chat.example.com/widget.js', true],
    ['http://chat.example.com/widget.js', false],
    ['https://chat.example.com/widget.js?v=1', true],
    ['https://kefu.easemob.com/webim/easemob.js?configId=a&tenantId=1', true],
    ['https://chat.example.com/widget?x=.js', false],
    ['https://user:pw@chat.example.com/widget.js', false],
    ['https://chat.example.com/widget', false],
    ['//chat.example.com/widget.js', false],
    ['/widget.js', false],
    ['javascript:alert(1)//.js', false],
    [42, false],
  ] as const)('%s -> %s', (value, expected) => {
    expect(isAcceptableScriptUrl(value)).toBe(expected);
  });
});

describe('mobile user agents', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36', false],
  ] as const)('%s', (ua, expected) => {
    expect(isMobileUserAgent(ua)).toBe(expected);
  });
});

describe('history events', () => {
  it('announces pushState and replaceState, and still changes the address', () => {
    installHistoryEvents(window);
    const heard = vi.fn();
    window.addEventListener(HISTORY_CHANGE_EVENT, heard);
    window.history.pushState(null, '', '/pushed');
    window.history.replaceState(null, '', '/replaced');
    expect(heard).toHaveBeenCalledTimes(2);
    expect(window.location.pathname).toBe('/replaced');
  });

  it('recognises clicks that are client-side navigations', () => {
    window.history.replaceState(null, '', '/de');
    const link = (href: string, attributes: Record<string, string> = {}) => {
      const a = document.createElement('a');
      a.href = href;
      for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
      document.body.appendChild(a);
      return a;
    };
    const click = (target: Element, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, button: 0, ...init });
      Object.defineProperty(event, 'target', { value: target });
      return internalNavigationTarget(event, window);
    };
    expect(click(link('/de/pricing'))?.pathname).toBe('/de/pricing');
    expect(click(link('/de#faq'))).toBeNull();
    expect(click(link('https://elsewhere.example/'))).toBeNull();
    expect(click(link('/de/pricing', { target: '_blank' }))).toBeNull();
    expect(click(link('/file.zip', { download: '' }))).toBeNull();
    expect(click(link('/de/pricing'), { ctrlKey: true })).toBeNull();
  });
});

describe('shell settings', () => {
  it('has working defaults', () => {
    const settings = readShellSettings({});
    expect(settings.registerUrl).toMatch(/^https:\/\//);
    expect(settings.loginUrl).toMatch(/^https:\/\//);
    expect(settings.loginTarget).toBe('_self');
    expect(settings.googleClientId).toBe('');
    expect(settings.promotionCutoff).toBe('2025-08-23T16:00:00+08:00');
    expect(settings.defaultChatScriptUrl).toMatch(/^https:\/\/.*\.js$/);
  });

  it('reads every variable', () => {
    const settings = readShellSettings({
      REGISTER_URL: 'https://app.test/r',
      LOGIN_URL: 'https://app.test/l',
      LOGIN_TARGET: '_blank',
      GOOGLE_CLIENT_ID: 'abc',
      CHAT_SKIP_IP: '198.51.100.7',
      DEFAULT_CHAT_SCRIPT_URL: '',
      CHAT_VENDOR_ORIGINS: 'https://chat.one.example, https://chat.two.example',
      PROMOTION_CUTOFF: '2030-01-01T00:00:00Z',
      MORPHIS_BUILD_ID: 'b1',
      AUTH_URL_ORIGINS: 'https://account.test, http://127.0.0.1:3190',
    });
    expect(settings).toEqual({
      registerUrl: 'https://app.test/r',
      loginUrl: 'https://app.test/l',
      authOrigins: ['https://app.test', 'https://account.test', 'http://127.0.0.1:3190'],
      loginTarget: '_blank',
      googleClientId: 'abc',
      chatSkipIp: '198.51.100.7',
      defaultChatScriptUrl: '',
      chatVendorOrigins: ['https://chat.one.example', 'https://chat.two.example'],
      snippetOrigins: [],
      promotionCutoff: '2030-01-01T00:00:00Z',
      buildId: 'b1',
    });
  });

  it.each([
    [{ REGISTER_URL: 'not a url' }],
    [{ LOGIN_URL: 'ftp://x.test/' }],
    [{ LOGIN_TARGET: 'popup' }],
    [{ PROMOTION_CUTOFF: 'soon' }],
    [{ CHAT_VENDOR_ORIGINS: 'http://chat.example' }],
    [{ CHAT_VENDOR_ORIGINS: 'https://chat.example/path' }],
    [{ SNIPPET_SCRIPT_ORIGINS: 'http://stats.example' }],
    [{ SNIPPET_SCRIPT_ORIGINS: 'https://stats.example/js' }],
    [{ AUTH_URL_ORIGINS: 'http://account.example' }],
  ])('rejects %o with a clear error', (env) => {
    expect(() => readShellSettings(env)).toThrow(ShellConfigError);
  });
});

describe('register and login destinations from base-info or the CMS', () => {
  const allowed = readShellSettings({ AUTH_URL_ORIGINS: 'https://account.morphis.example' }).authOrigins;

  it("go only to the configured URLs' origins and AUTH_URL_ORIGINS", () => {
    expect(allowed).toEqual(['https://app.morphis.com', 'https://account.morphis.example']);
    expect(isAllowedAuthUrl('https://app.morphis.com/login?x=1', allowed)).toBe(true);
    expect(isAllowedAuthUrl('https://account.morphis.example/register', allowed)).toBe(true);
  });

  it.each([
    'http://app.morphis.com/login',
    'https://app.morphis.com.evil.example/login',
    'https://evil.example/login',
    'https://user:pass@app.morphis.com/login',
    'javascript:alert(1)',
    '//evil.example/login',
    'not a url',
  ])('refuse %s', (raw) => {
    expect(isAllowedAuthUrl(raw, allowed)).toBe(false);
  });
});

describe('CSP sources of the widgets', () => {
  it("allow the snippets' hosts for scripts, images and calls: https, or http on loopback", () => {
    const sources = shellCspSources(
      readShellSettings({ SNIPPET_SCRIPT_ORIGINS: 'https://hm.stats.example, http://localhost:3190' }),
    );
    for (const list of ['script', 'img', 'connect'] as const)
      expect(sources[list]).toEqual(expect.arrayContaining(['https://hm.stats.example', 'http://localhost:3190']));
    expect(sources.frame).not.toContain('https://hm.stats.example');
  });

  it('allow Google only with one-tap on, and every chat origin the chat can load', () => {
    const off = shellCspSources(readShellSettings({}));
    expect(off.script).not.toContain('https://accounts.google.com');
    expect(off.script).toEqual(expect.arrayContaining(['https://chat.morphis.com', 'https://kefu.easemob.com']));
    const on = shellCspSources(readShellSettings({ GOOGLE_CLIENT_ID: 'x', CHAT_VENDOR_ORIGINS: 'https://ss.example' }));
    for (const list of ['script', 'style', 'frame', 'connect'] as const)
      expect(on[list]).toContain('https://accounts.google.com');
    expect(on.img).not.toContain('https://accounts.google.com');
    expect(on.script).toContain('https://ss.example');
    expect(new Set(on.script).size).toBe(on.script.length);
  });
});
