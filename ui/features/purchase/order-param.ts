// An order id is a UUID (api-contract tracking); anything else names no order.
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The paid order a success page's address names (`?order=`), or null when it names none. */
export const orderIdOf = (url: URL): string | null => {
  const order = url.searchParams.get('order');
  return order !== null && ORDER_ID.test(order) ? order.toLowerCase() : null;
};
