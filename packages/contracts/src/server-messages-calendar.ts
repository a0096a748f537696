import type { MessageCatalogue } from './server-messages.js';

/** Server messages of the back office's availability calendar (issue 14), keyed by the English text the server throws. */
export const CALENDAR_MESSAGES: MessageCatalogue = {
  'On {date} paid and held orders already take {sold} places: stock cannot be lower': {
    'zh-CN': '{date} 已付款和保留中的订单已占用 {sold} 个名额：库存不能低于此数',
    'zh-TW': '{date} 已付款及保留中的訂單已占用 {sold} 個名額：庫存不能低於此數',
    'ko-KR': '{date}에는 결제 및 보류된 주문이 이미 {sold}자리를 차지하고 있어 재고를 그보다 낮출 수 없습니다',
  },
  'Say what to change: prices, stock or closed': {
    'zh-CN': '请说明要修改的内容：价格、库存或关闭',
    'zh-TW': '請說明要修改的內容：價格、庫存或關閉',
    'ko-KR': '변경할 항목을 지정해 주세요: 가격, 재고 또는 마감',
  },
  'Copy a month onto another month': {
    'zh-CN': '请将月份复制到另一个月份',
    'zh-TW': '請將月份複製到另一個月份',
    'ko-KR': '다른 달로 복사해 주세요',
  },
};
