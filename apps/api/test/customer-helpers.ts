import { type CustomerPlace, CustomerPlaceSchema } from '@parking/domain';
import { expect } from 'vitest';
import type { HttpServer } from './payment-helpers.js';

/** GET /api/customer/place/{placeId}, with `include` as the web sends it. */
export async function getPlace(server: HttpServer, placeId: string, include?: string) {
  const query = include === undefined ? '' : `?include=${include}`;
  const response = await server.request(`/api/customer/place/${placeId}${query}`);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

/** A 200 response, checked against the shared contract (unknown keys rejected). */
export async function placeOf(
  server: HttpServer,
  placeId: string,
  include?: string,
): Promise<CustomerPlace> {
  const { response, body } = await getPlace(server, placeId, include);
  expect(response.status).toBe(200);
  return CustomerPlaceSchema.strict().parse(body);
}
