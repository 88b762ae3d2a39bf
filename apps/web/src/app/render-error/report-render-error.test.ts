import { describe, expect, it } from 'vitest';
import { buildIdOf, clientErrorReport, routePatternOf } from './report-render-error.ts';

const placeId = 'b6129176-2e41-4221-ae76-f22afba2321c';

describe('routePatternOf', () => {
  it('keeps the words of the address and writes every id as :id', () => {
    expect(routePatternOf(`/transient/${placeId}/ticket-paid/${placeId}`)).toBe(
      '/transient/:id/ticket-paid/:id',
    );
    expect(routePatternOf(`/reservation/${placeId}/ticket-paid/external/pi_3Nx8Q2`)).toBe(
      '/reservation/:id/ticket-paid/external/:id',
    );
    expect(routePatternOf('/')).toBe('/');
    expect(routePatternOf('/terms-and-conditions')).toBe('/terms-and-conditions');
  });

  it('writes any segment that is not a plain word as :id, a plate typed into it too', () => {
    expect(routePatternOf('/transient/7391KPT')).toBe('/transient/:id');
  });
});

describe('buildIdOf', () => {
  it("is the content hash of the built chunk's name", () => {
    expect(buildIdOf('http://x.test/assets/index-Bx3kQ9_a.js')).toBe('Bx3kQ9_a');
  });

  it("is 'dev' for a module served unbuilt", () => {
    expect(buildIdOf('http://localhost:5173/src/app/render-error/report-render-error.ts')).toBe(
      'dev',
    );
  });
});

describe('clientErrorReport', () => {
  it('keeps an error class name and cuts the message to 200 characters', () => {
    const report = clientErrorReport(new TypeError('x'.repeat(500)), `/permit/${placeId}`);
    expect(report).toMatchObject({ errorName: 'TypeError', route: '/permit/:id' });
    expect(report.message).toHaveLength(200);
  });

  it("calls an error with another name, or a thrown value, an 'Error'", () => {
    const odd = Object.assign(new Error('boom'), { name: 'Markerina Testova' });
    expect(clientErrorReport(odd, '/').errorName).toBe('Error');
    expect(clientErrorReport('boom', '/')).toMatchObject({ errorName: 'Error', message: 'boom' });
  });
});
