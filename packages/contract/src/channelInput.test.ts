import { describe, expect, it } from 'vitest';
import { parseChannelInput } from './channelInput.js';

const ID = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';

describe('parseChannelInput', () => {
  it.each([
    ['', 'Please enter a YouTube channel URL or ID'],
    ['   ', 'Please enter a YouTube channel URL or ID'],
    ['a'.repeat(501), 'Channel input is too long'],
    ['https://www.youtube.com/', 'Invalid YouTube channel format'],
    ['https://www.youtube.com/channel/', 'Invalid YouTube channel format'],
    ['https://www.youtube.com/channel/not-an-id', 'Invalid YouTube channel format'],
    ['youtube.com/c/', 'Invalid YouTube channel format'],
    ['https://youtube.com/user/', 'Invalid YouTube channel format'],
    ['https://youtube.com/@', 'Invalid YouTube channel format'],
    ['@', 'Invalid YouTube channel format'],
    ['@   ', 'Invalid YouTube channel format'],
  ])('refuses %j with %j', (input, message) => {
    expect(parseChannelInput(input)).toEqual({ ok: false, message });
  });

  it('refuses non-strings as blank', () => {
    expect(parseChannelInput(undefined)).toEqual({
      ok: false,
      message: 'Please enter a YouTube channel URL or ID',
    });
  });

  it('accepts exactly 500 characters', () => {
    expect(parseChannelInput('x'.repeat(500))).toMatchObject({ ok: true, kind: 'name' });
  });

  it.each([
    [ID, 'id', ID],
    [`  ${ID}  `, 'id', ID],
    [`https://www.youtube.com/channel/${ID}`, 'id', ID],
    [`youtube.com/channel/${ID}/videos?view=0`, 'id', ID],
    [`http://m.youtube.com/channel/${ID}#about`, 'id', ID],
    [`/channel/${ID}`, 'id', ID],
    ['https://www.youtube.com/@fakecreator', 'handle', 'fakecreator'],
    ['https://www.youtube.com/@fakecreator/videos', 'handle', 'fakecreator'],
    ['www.youtube.com/@Fake.Creator-1', 'handle', 'Fake.Creator-1'],
    ['https://www.youtube.com/@%E3%81%82%E3%81%84%E3%81%86', 'handle', 'あいう'],
    ['@fakecreator', 'handle', 'fakecreator'],
    ['fakecreator', 'handle', 'fakecreator'],
    ['https://www.youtube.com/c/FakeCreator', 'custom', 'FakeCreator'],
    ['youtube.com/FakeCreator', 'custom', 'FakeCreator'],
    ['https://www.youtube.com/user/fakeuser', 'username', 'fakeuser'],
    ['Fake Creator Channel', 'name', 'Fake Creator Channel'],
    ['https://example.com/@someone', 'name', 'https://example.com/@someone'],
  ])('reads %j as %s %j', (input, kind, value) => {
    expect(parseChannelInput(input)).toEqual({ ok: true, kind, value });
  });

  it('does not mistake a 23-character UC string for an id', () => {
    expect(parseChannelInput(ID.slice(0, 23))).toEqual({ ok: true, kind: 'handle', value: ID.slice(0, 23) });
  });

  // Video links (issue 17). Cases from public link-parsing suites, each group cited.
  describe('video links', () => {
    // TeamNewPipe/NewPipeExtractor @ 43f8e6eb,
    // extractor/src/test/java/org/schabi/newpipe/extractor/services/youtube/YoutubeStreamLinkHandlerFactoryTest.java
    it.each([
      ['https://www.youtube.com/watch?v=9Dpqou5cI08', '9Dpqou5cI08'],
      ['https://www.youtube.com/watch?v=9Dpqou5cI08&t=100', '9Dpqou5cI08'],
      ['https://WWW.YouTube.com/watch?v=9Dpqou5cI08&t=100', '9Dpqou5cI08'],
      ['HTTPS://www.youtube.com/watch?v=9Dpqou5cI08&t=100', '9Dpqou5cI08'],
      ['https://youtu.be/9Dpqou5cI08?t=9s', '9Dpqou5cI08'],
      ['HTTPS://Youtu.be/9Dpqou5cI08?t=9s', '9Dpqou5cI08'],
      ['https://www.youtube.com/embed/9Dpqou5cI08', '9Dpqou5cI08'],
      ['https://www.youtube-nocookie.com/embed/9Dpqou5cI08', '9Dpqou5cI08'],
      ['http://youtube.com/watch?v=9Dpqou5cI08', '9Dpqou5cI08'],
      ['http://www.Youtube.com/embed/9Dpqou5cI08', '9Dpqou5cI08'],
      ['https://www.youtube.com/shorts/IOS2fqxwYbA', 'IOS2fqxwYbA'],
      ['http://www.youtube.com/v/IOS2fqxwYbA', 'IOS2fqxwYbA'],
      ['https://www.youtube.com/w/IOS2fqxwYbA', 'IOS2fqxwYbA'],
      ['https://www.youtube.com/watch/IOS2fqxwYbA', 'IOS2fqxwYbA'],
      ['https://m.youtube.com/watch?v=-cdveCh1kQk)', '-cdveCh1kQk'],
      ['https://www.youtube.com/watch?v=-cdveCh1kQk-', '-cdveCh1kQk'],
      ['https://youtu.be/-cdveCh1kQk)hello', '-cdveCh1kQk'],
      ['http://www.youtube.com/watch_popup?v=uEJuoEs1UxY', 'uEJuoEs1UxY'],
      ['https://youtu.be/7_WWz2DSnT8', '7_WWz2DSnT8'],
      ['https://m.youtube.com/watch?v=oy6NvWeVruY', 'oy6NvWeVruY'],
      [
        'http://www.youtube.com/attribution_link?a=JdfC0C9V6ZI&u=%2Fwatch%3Fv%3DEhxJLojIE_o%26feature%3Dshare',
        'EhxJLojIE_o',
      ],
      ['https://music.youtube.com/watch?v=O0EDx9WAelc', 'O0EDx9WAelc'],
      ['HTTPS://www.youtube.com/watch?v=O0EDx9WAelc]', 'O0EDx9WAelc'],
      ['https://YouTu.be/OGS7c0-CmRswhatever)', 'OGS7c0-CmRs'],
      ['https://www.youtube.com/live/rUxyKA_-grg', 'rUxyKA_-grg'],
    ])('NewPipe: reads %j as video %s', (input, id) => {
      expect(parseChannelInput(input)).toEqual({ ok: true, kind: 'video', value: id });
    });

    // yt-dlp/yt-dlp @ 81ecd58b, yt_dlp/extractor/youtube/_video.py YoutubeIE._TESTS and _tab.py YoutubeTabIE._TESTS
    it.each([
      ['https://www.youtube.com/watch?v=YE7VzlLtp-4&t=1s&end=9', 'YE7VzlLtp-4'],
      ['https://www.youtube.com/watch?v=YE7VzlLtp-4&v=BaW_jenozKc', 'YE7VzlLtp-4'], // "Use the first video ID in the URL"
      ['//www.YouTube.com/watch?v=yZIXLfi8CZQ', 'yZIXLfi8CZQ'],
      ['https://youtube.com/watch?v=HtVdAasjOgU', 'HtVdAasjOgU'],
      ['https://www.youtube.com/embed/CsmdDsKjzN8', 'CsmdDsKjzN8'],
      ['https://www.youtube.com/watch?feature=player_embedded&amp;amp;v=V36LpHqtcDY', 'V36LpHqtcDY'],
      ['https://music.youtube.com/watch?v=MgNrAu2pzNs', 'MgNrAu2pzNs'],
      ['https://www.youtubekids.com/watch?v=3b8nCWDgZ6Q', '3b8nCWDgZ6Q'],
      ['https://www.youtube.com/watch_popup?v=63RmMXCd_bQ', '63RmMXCd_bQ'],
      ['https://www.youtube.com/shorts/BGQWPY4IigY', 'BGQWPY4IigY'],
      ['https://www.youtube.com/live/qVv6vCqciTM', 'qVv6vCqciTM'],
      ['https://www.youtube.com/watch?v=FqZTN594JQw&list=PLMYEtVRpaqY00V9W81Cwmzp6N6vZqfUKD4', 'FqZTN594JQw'],
      ['https://www.youtube.com/watch?v=MuAGGZNfUkU&list=RDMM', 'MuAGGZNfUkU'],
    ])('yt-dlp: reads %j as video %s', (input, id) => {
      expect(parseChannelInput(input)).toEqual({ ok: true, kind: 'video', value: id });
    });

    it('reads links without a scheme and with extra parameters', () => {
      expect(parseChannelInput('youtu.be/dQw4w9WgXcQ?si=abc123')).toEqual({
        ok: true,
        kind: 'video',
        value: 'dQw4w9WgXcQ',
      });
      expect(parseChannelInput('m.youtube.com/watch?app=desktop&v=dQw4w9WgXcQ&pp=ygUE#t=30')).toEqual({
        ok: true,
        kind: 'video',
        value: 'dQw4w9WgXcQ',
      });
    });
  });

  describe('channel links from public suites', () => {
    // TeamNewPipe/NewPipeExtractor @ 43f8e6eb,
    // extractor/src/test/java/org/schabi/newpipe/extractor/services/youtube/YoutubeChannelLinkHandlerFactoryTest.java
    it.each([
      ['https://www.youtube.com/user/Gronkh', 'username', 'Gronkh'],
      ['https://www.youtube.com/user/Netzkino/videos', 'username', 'Netzkino'],
      ['https://www.youtube.com/c/creatoracademy', 'custom', 'creatoracademy'],
      [
        'https://www.youtube.com/c/%EB%85%B8%EB%A7%88%EB%93%9C%EC%BD%94%EB%8D%94NomadCoders',
        'custom',
        '노마드코더NomadCoders',
      ],
      ['https://youtube.com/DIMENSI0N', 'custom', 'DIMENSI0N'],
      ['https://www.youtube.com/channel/UClq42foiSgl7sSpLupnugGA', 'id', 'UClq42foiSgl7sSpLupnugGA'],
      [
        'https://www.youtube.com/channel/UClq42foiSgl7sSpLupnugGA/videos?disable_polymer=1',
        'id',
        'UClq42foiSgl7sSpLupnugGA',
      ],
      ['https://www.youtube.com/watchismo', 'custom', 'watchismo'],
      ['https://www.youtube.com/@YouTube', 'handle', 'YouTube'],
      ['https://www.youtube.com/@Gronkh?ucbcb=1', 'handle', 'Gronkh'],
      ['https://www.youtube.com/@YouTubeCreators/shorts', 'handle', 'YouTubeCreators'],
      ['https://www.youtube.com/PewDiePie', 'custom', 'PewDiePie'],
    ])('NewPipe: reads %j as %s %j', (input, kind, value) => {
      expect(parseChannelInput(input)).toEqual({ ok: true, kind, value });
    });

    // yt-dlp/yt-dlp @ 81ecd58b, yt_dlp/extractor/youtube/_tab.py YoutubeTabIE._TESTS and _redirect.py
    it.each([
      ['https://www.youtube.com/c/ИгорьКлейнер/playlists?view=1&flow=grid', 'custom', 'ИгорьКлейнер'],
      ['https://www.youtube.com/user/igorkle1/playlists?view=1&sort=dd', 'username', 'igorkle1'],
      [
        'https://www.youtube.com/channel/UCTwECeGqMZee77BjdoYtI2Q/videos?view=0&sort=p&flow=grid',
        'id',
        'UCTwECeGqMZee77BjdoYtI2Q',
      ],
      ['https://www.youtube.com/c/3blue1brown/search?query=linear%20algebra', 'custom', '3blue1brown'],
      ['https://music.youtube.com/channel/UCmlqkdCBesrv2Lak1mF_MxA', 'id', 'UCmlqkdCBesrv2Lak1mF_MxA'],
      [
        'https://www.youtube.com/embed/live_stream?channel=UC2_KI6RB__jGdlnK6dvFEZA',
        'id',
        'UC2_KI6RB__jGdlnK6dvFEZA',
      ],
    ])('yt-dlp: reads %j as %s %j', (input, kind, value) => {
      expect(parseChannelInput(input)).toEqual({ ok: true, kind, value });
    });
  });

  describe('other YouTube pages are refused, so the server asks YouTube nothing', () => {
    // NewPipe (YoutubeChannelLinkHandlerFactoryTest "do not accept URLs which are not channels",
    // YoutubeStreamLinkHandlerFactoryTest getIdForInvalidUrls) and yt-dlp (_tab.py, _search.py, _clip.py),
    // both at the commits above; the rest are YouTube's own site pages.
    it.each([
      'https://www.youtube.com/watch',
      'http://www.youtube.com/watch_popup',
      'http://www.youtube.com/attribution_link',
      'https://www.youtube.com/playlist?list=PLW5y1tjAOzI3orQNF1yGGVL5x-pR2K1d',
      'https://www.youtube.com/playlist',
      'https://www.youtube.com/embed',
      'https://www.youtube.com/feed/subscriptions?list=PLz8YL4HVC87WJQDzVoY943URKQCsHS9XV',
      'https://www.youtube.com/feed',
      'https://m.youtube.com/select_site',
      'https://www.youtube.com/watch?v=jZViOEv90d', // 10 characters: not a video id
      'https://www.youtube.com/playlist?list=PLt5yu3-wZAlSLRHmI1qNm0wjyVNWw1pCU',
      'https://www.youtube.com/results?search_query=python&sp=EgIQAg%253D%253D',
      'https://www.youtube.com/results?baz=bar&search_query=youtube-dl+test+video&filters=video&lclk=video',
      'https://www.youtube.com/clip/UgytZKpehg-hEMBSn3F4AaABCQ',
      'https://www.youtube.com/hashtag/cctv9',
      'https://www.youtube.com/feed/trending',
      'https://www.youtube.com/gaming',
      'https://www.youtube.com/premium',
      'https://www.youtube.com/account',
      'https://www.youtube.com/t/terms',
      'https://www.youtube.com/about',
      'https://www.youtube.com/redirect?q=https%3A%2F%2Fexample.com',
      'https://www.youtube.com/post/UgkxABCDEF',
      'https://www.youtube.com/source/Lyj-MZSAA9o/shorts',
      'https://youtu.be/',
      'https://www.youtube-nocookie.com/',
    ])('refuses %j', (input) => {
      expect(parseChannelInput(input)).toEqual({ ok: false, message: 'Invalid YouTube channel format' });
    });
  });
});
