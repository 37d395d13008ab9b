import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, tool } from '../testing/fixtures';
import { MAX_CLAUSES, clauseReadings, ordersSteps, requestClauses } from './clauseRelevance';
import { rankByRelevance } from './rankByRelevance';

const catalog = catalogOf([
  tool('m.compress_image', 'Compress an image file to a given quality.', ['image_file'], ['compressed_image']),
  tool('m.convert_to_video', 'Convert images to a video with a resolution.', ['compressed_image'], ['video']),
  tool('m.share_video', 'Share a video on social media.', ['video'], ['post_url']),
  tool('m.image_quality', 'Rate the quality of an image, compressed or not, for a video.', ['image_file'], ['score']),
  tool('m.video_resolution', 'Change the resolution of a video made from images.', ['video'], ['video']),
  tool('m.image_gallery', 'Show compressed images and video thumbnails in a gallery.', ['image_file'], ['gallery']),
  tool('m.compress_video', 'Compress a video to a lower resolution and quality.', ['video'], ['video']),
  tool(
    'm.image_resolution',
    'Change the resolution of an image; compress it with a quality.',
    ['image_file'],
    ['image_file'],
  ),
  tool('m.video_quality', 'Rate the quality of a compressed video at a resolution.', ['video'], ['score']),
  tool('m.share_image', 'Share an image on social media.', ['image_file'], ['post_url']),
  tool('m.share_link', 'Share a link on social media.', ['url'], ['post_url']),
  tool('m.social_media_stats', 'Statistics of a social media post.', ['post_url'], ['stats']),
]);

describe('clause relevance', () => {
  it('splits a request at sentence ends, commas and step words', () => {
    expect(
      requestClauses('Compress image001.jpg, then convert it to a video. Finally share it on social media'),
    ).toEqual(['Compress image001.jpg', 'convert it to a video', 'share it on social media']);
    expect(requestClauses('What is the weather in Paris?')).toEqual(['What is the weather in Paris']);
  });

  it('ranks the tool a short clause names first in that clause, where the whole request ranks it low', () => {
    const index = buildCatalogIndex(catalog);
    const query =
      'Compress the image with a quality of 70 and compress the other image, then convert the compressed images to a video with a high resolution. Finally share the video on social media';
    const whole = rankByRelevance(index, query);
    const share = index.byId.get('m.share_video') ?? -1;
    const clauses = clauseReadings(index, query).pool;
    expect(clauses.clauses.length).toBeGreaterThanOrEqual(3);
    expect(whole.rank[share]).toBeGreaterThan(1);
    expect(clauses.rank[share]).toBe(1);
    expect(clauses.best[share]).toBe(1);
    expect(clauses.top.some((top) => top[0] === share)).toBe(true);
  });

  it('homes each tool in the clause that names it best, never in one that presents what the user has', () => {
    const index = buildCatalogIndex(catalog);
    const query =
      'I have a compressed image and a video. Share the image on social media, then rate the quality of the video';
    const steps = clauseReadings(index, query).steps;
    const id = (name: string): number => index.byId.get(name) ?? -1;
    expect(steps.clauses[0]).toBe('I have a compressed image');
    // The presenting clause matches the compressor best, but homes nothing.
    expect(steps.best[id('m.compress_image')]).toBeGreaterThan(0);
    expect(steps.home[id('m.compress_image')]).not.toBe(0);
    expect(steps.home[id('m.share_image')]).toBe(steps.clauses.indexOf('Share the image on social media'));
    expect(steps.home[id('m.video_quality')]).toBe(steps.clauses.indexOf('rate the quality of the video'));
    expect(steps.home[id('m.social_media_stats')]).toBe(steps.home[id('m.share_image')]);
  });

  it('scores nothing for a one-clause request', () => {
    const index = buildCatalogIndex(catalog);
    const clauses = clauseReadings(index, 'share the video').pool;
    expect(clauses.clauses).toEqual([]);
    expect(Array.from(clauses.rank).every((r) => r === 0)).toBe(true);
  });
});

describe('the two clause readings', () => {
  it('reads a clause of one known term as a step for the features, and joins it to the next for the pool', () => {
    const index = buildCatalogIndex(catalog);
    // `link` is the first part's one known term (a short word: no prefix term besides it).
    const query = 'Open the link and then compress the video to a lower resolution';
    expect(index.bm25.queryTerms('Open the link').ids.length).toBe(1);
    const { pool, steps } = clauseReadings(index, query);
    const link = index.byId.get('m.share_link') ?? -1;
    expect(pool.clauses).toEqual([]);
    expect(steps.clauses).toEqual(['Open the link', 'compress the video to a lower resolution']);
    expect(steps.rank[link]).toBe(1);
    expect(pool.rank[link]).toBe(0);
  });

  it('scores once where both readings split the request alike', () => {
    const index = buildCatalogIndex(catalog);
    const { pool, steps } = clauseReadings(index, 'Compress the image file, then share the video on social media');
    expect(pool.clauses.length).toBe(2);
    expect(steps).toBe(pool);
  });
});

describe('clause relevance on a long request', () => {
  it('scores at most MAX_CLAUSES clauses, joined in order', () => {
    const index = buildCatalogIndex(catalog);
    const query = Array.from({ length: 200 }, (_, k) => `compress image ${k} then share the video`).join(', ');
    const clauses = clauseReadings(index, query).pool;
    expect(clauses.clauses.length).toBe(MAX_CLAUSES);
    expect(clauses.clauses[0]?.startsWith('compress image 0')).toBe(true);
  });
});

describe('requests that order their steps in words', () => {
  it('reads then, after that, finally, following this… as ordering, and and / also as joining only', () => {
    expect(ordersSteps('Install the app, then set an alarm.')).toBe(true);
    expect(ordersSteps('Get the data. After that, analyze it. Finally, send a report.')).toBe(true);
    expect(ordersSteps('Procure the specs. Following this, gather the owner details.')).toBe(true);
    expect(ordersSteps('Translate the text and extract the URL.')).toBe(false);
    expect(ordersSteps('Book a table and also email Bob.')).toBe(false);
    // A word that only contains one ("thence", "finalist") does not order anything.
    expect(ordersSteps('Name the finalist of the contest.')).toBe(false);
  });
});
