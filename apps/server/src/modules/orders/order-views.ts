import type { OrderLine, OrderSummary } from '@storefront/contracts';
import type { ItemRecord } from './item-repo.js';
import type { OrderRecord } from './repo.js';

export function lineView(item: ItemRecord): OrderLine {
  return {
    id: item.id,
    kind: item.kind,
    productCode: item.productCode,
    gcode: item.gcode,
    hotelId: item.hotelId,
    title: item.title,
    packageTitle: item.packageTitle,
    image: item.image,
    date: item.date,
    endDate: item.endDate,
    originalDate: item.originalDate,
    quantities: item.quantities,
    rooms: item.rooms,
    unitPrices: item.unitPrices,
    amount: item.amount,
    instantConfirmation: item.instant,
    doublePoints: item.double,
  };
}

export function summaryOf(order: OrderRecord, items: readonly ItemRecord[]): OrderSummary {
  return {
    ocode: order.ocode,
    status: order.status,
    currency: order.currency,
    total: order.total,
    items: items.map(lineView),
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
  };
}
