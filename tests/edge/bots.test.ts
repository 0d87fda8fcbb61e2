import { isCrawler } from '@site/edge';
import { describe, expect, it } from 'vitest';

// Crawlers are never redirected by Accept-Language (edge/README.md). The list is isbot's (issue 14, item 16): these
// are the user agents the hand-written pattern missed, next to the ones it already knew and real browsers.
describe('isCrawler', () => {
  it.each([
    ['Google-InspectionTool', 'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)'],
    [
      'Google-InspectionTool (smartphone)',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.7390.122 Mobile Safari/537.36 (compatible; Google-InspectionTool/1.0;)',
    ],
    ["Naver's Yeti", 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)'],
    ['ia_archiver', 'ia_archiver (+http://www.alexa.com/site/help/webmasters; crawler@alexa.com)'],
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['YandexBot', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)'],
    ['Baiduspider', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    ['facebookexternalhit', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Lighthouse', 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36 Chrome-Lighthouse'],
    ['HeadlessChrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36'],
    ['curl', 'curl/8.5.0'],
    // What the hand-written list knew, so the change loses none of them.
    ['Yahoo Slurp', 'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)'],
    ['Sogou', 'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)'],
    ['Bytespider', 'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)'],
    ['PetalBot', 'Mozilla/5.0 (compatible;PetalBot;+https://webmaster.petalsearch.com/site/petalbot)'],
    ['Applebot', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)'],
    ['DuckDuckBot', 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)'],
    ['SemrushBot', 'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)'],
    ['AhrefsBot', 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)'],
    ['MJ12bot', 'Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)'],
    ['Mediapartners-Google', 'Mediapartners-Google'],
    ['Pinterest', 'Pinterest/0.2 (+https://www.pinterest.com/bot.html)'],
    ['VK share', 'vkShare; +http://vk.com/dev/Share'],
    ['W3C validator', 'W3C_Validator/1.3 http://validator.w3.org/services'],
    ['WhatsApp link preview', 'WhatsApp/2.23.20.0 A'],
    ['Telegram link preview', 'TelegramBot (like TwitterBot)'],
    ['Quora link preview', 'Mozilla/5.0 (compatible; Quora Link Preview/1.0)'],
    ['Embedly', 'Mozilla/5.0 (compatible; Embedly/0.2; +http://support.embed.ly/)'],
    ['Outbrain', 'Mozilla/5.0 (Java) outbrain'],
    ['BingPreview', 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) BingPreview/1.0b'],
    ['no User-Agent', undefined],
    ['an empty User-Agent', ''],
    ['a blank User-Agent', '   '],
  ])('%s is a crawler', (_name, userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it.each([
    ['Chrome on Linux', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'],
    ['Safari on iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'],
    ['Firefox on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0'],
    ['Naver Whale (a browser, not Yeti)', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Whale/4.32.315.22 Safari/537.36'],
    ['Samsung Internet', 'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36'],
  ])('%s is a visitor', (_name, userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });
});

describe('isCrawler asked again', () => {
  it('gives the same answers from its memory, and for User-Agents too long to remember', () => {
    const bot = 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)';
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
    for (let round = 0; round < 3; round += 1) {
      expect(isCrawler(bot)).toBe(true);
      expect(isCrawler(browser)).toBe(false);
      expect(isCrawler(`${browser} ${'x'.repeat(600)}`)).toBe(false);
      expect(isCrawler(`${'x'.repeat(600)} ${bot}`)).toBe(true);
    }
    // More distinct agents than it keeps: the oldest go, answers stay right.
    for (let index = 0; index < 3000; index += 1) expect(isCrawler(`${browser} build/${index}`)).toBe(false);
    expect(isCrawler(bot)).toBe(true);
  });
});
