// What the account area and the payment pages use of orders: the queries and paying.
export { ORDER_PAGE_SIZE, orderQueries, pointsBalanceQuery, useCreatePayment } from './order-queries';
