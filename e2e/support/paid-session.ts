import { baseUrl } from './browser.ts';

/**
 * A paid one-hour session at a demo place of the first card kind, bought through the API with
 * the sandbox's server-side test payment method (no browser): its assignedRightId.
 */
export async function paidHourByApi(placeId: string, plate: string): Promise<string> {
  return (await paidHourWithPayerKey(placeId, plate)).assignedRightId;
}

/** The same, with the payer key the generate call gave the paying device (decision 068). */
export async function paidHourWithPayerKey(
  placeId: string,
  plate: string,
): Promise<{ assignedRightId: string; payerKey: string }> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as Record<string, string>;
  };
  const place = (await (
    await fetch(`${baseUrl()}/api/customer/place/${placeId}?include=rate`)
  ).json()) as { rate: { name: string; rateId: string; rateLineId: string }[] };
  const hour = place.rate.find((rate) => rate.name === '1 hour');
  if (!hour) throw new Error(`No '1 hour' rate at ${placeId}`);
  const intent = await post('/card-intent/generate-payment', {
    rateId: hour.rateId,
    rateLineId: hour.rateLineId,
    placeId,
  });
  const paid = await post('/card-intent/process-payment', {
    paymentIntentId: intent.id,
    paymentMethodId: 'pm_card_visa',
    licensePlate: plate,
  });
  const { assignedRightId } = paid;
  if (!assignedRightId) throw new Error('The payment gave no assignedRightId');
  if (!intent.payerKey) throw new Error('The generate call gave no payer key');
  return { assignedRightId, payerKey: intent.payerKey };
}
