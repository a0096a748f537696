import type { MessageCatalogue } from './server-messages.js';

/**
 * Server messages about products, hotels, the cart, orders, payments and complaints, keyed by
 * the English text the server throws (`{name}` stands for a value) — see `localizeServerMessage`.
 */
export const BOOKING_MESSAGES: MessageCatalogue = {
  // Products and packages
  '"{code}" is not a product code (P and 8 letters or digits)': {
    'zh-CN': '“{code}”不是有效的产品编号',
    'zh-TW': '「{code}」不是有效的產品編號',
    'ko-KR': '"{code}"은(는) 올바른 상품 코드가 아닙니다',
  },
  '"{gcode}" is not a package code (G and 8 letters or digits)': {
    'zh-CN': '“{gcode}”不是有效的套餐编号',
    'zh-TW': '「{gcode}」不是有效的方案編號',
    'ko-KR': '"{gcode}"은(는) 올바른 패키지 코드가 아닙니다',
  },
  'No product {code} in this shop': {
    'zh-CN': '本店没有产品 {code}',
    'zh-TW': '本店沒有產品 {code}',
    'ko-KR': '이 상점에 상품 {code}이(가) 없습니다',
  },
  'Product {code} has no package {gcode}': {
    'zh-CN': '产品 {code} 没有套餐 {gcode}',
    'zh-TW': '產品 {code} 沒有方案 {gcode}',
    'ko-KR': '상품 {code}에 패키지 {gcode}이(가) 없습니다',
  },
  'This product or package is no longer sold': {
    'zh-CN': '该产品或套餐已停止销售',
    'zh-TW': '該產品或方案已停止銷售',
    'ko-KR': '더 이상 판매하지 않는 상품 또는 패키지입니다',
  },
  'This product is not sold': {
    'zh-CN': '该产品未在销售',
    'zh-TW': '該產品未在銷售',
    'ko-KR': '판매하지 않는 상품입니다',
  },
  'This package has no {type} price': {
    'zh-CN': '该套餐没有此类出行人的价格',
    'zh-TW': '該方案沒有此類旅客的價格',
    'ko-KR': '이 패키지에는 해당 여행자 유형의 가격이 없습니다',
  },
  'The travel date {date} has passed': {
    'zh-CN': '出行日期 {date} 已过',
    'zh-TW': '出發日期 {date} 已過',
    'ko-KR': '여행 날짜 {date}이(가) 지났습니다',
  },
  'This package is not sold on {date}': {
    'zh-CN': '该套餐在 {date} 不可预订',
    'zh-TW': '該方案在 {date} 不可預訂',
    'ko-KR': '이 패키지는 {date}에 판매하지 않습니다',
  },
  'Sold out on {date}': {
    'zh-CN': '{date} 已售罄',
    'zh-TW': '{date} 已售完',
    'ko-KR': '{date} 매진',
  },
  'Only {stock} left on {date}': {
    'zh-CN': '{date} 仅剩 {stock} 个名额',
    'zh-TW': '{date} 僅剩 {stock} 個名額',
    'ko-KR': '{date}에는 {stock}개만 남았습니다',
  },
  'Not enough left on {date}; sold out': {
    'zh-CN': '{date} 余量不足，已售罄',
    'zh-TW': '{date} 餘量不足，已售完',
    'ko-KR': '{date} 재고가 부족하여 매진되었습니다',
  },
  'Not sold on that date': {
    'zh-CN': '该日期不可预订',
    'zh-TW': '該日期不可預訂',
    'ko-KR': '해당 날짜에는 판매하지 않습니다',
  },
  'date {date} is in the past': {
    'zh-CN': '日期 {date} 已过',
    'zh-TW': '日期 {date} 已過',
    'ko-KR': '{date}은(는) 지난 날짜입니다',
  },
  'date {date} is more than {months} months ahead': {
    'zh-CN': '日期 {date} 超出了可预订的 {months} 个月范围',
    'zh-TW': '日期 {date} 超出了可預訂的 {months} 個月範圍',
    'ko-KR': '{date}은(는) {months}개월 이후라 예약할 수 없습니다',
  },
  'minPrice must not be above maxPrice': {
    'zh-CN': '最低价不能高于最高价',
    'zh-TW': '最低價不能高於最高價',
    'ko-KR': '최저 가격은 최고 가격보다 높을 수 없습니다',
  },
  // Hotels
  '"{raw}" is not a hotel id (a number)': {
    'zh-CN': '“{raw}”不是有效的酒店编号',
    'zh-TW': '「{raw}」不是有效的飯店編號',
    'ko-KR': '"{raw}"은(는) 올바른 호텔 번호가 아닙니다',
  },
  'No hotel {id} in this shop': {
    'zh-CN': '本店没有酒店 {id}',
    'zh-TW': '本店沒有飯店 {id}',
    'ko-KR': '이 상점에 호텔 {id}이(가) 없습니다',
  },
  '"{id}" is not a place of the location tree': {
    'zh-CN': '“{id}”不是有效的目的地',
    'zh-TW': '「{id}」不是有效的目的地',
    'ko-KR': '"{id}"은(는) 올바른 여행지가 아닙니다',
  },
  'month must be from {from} to {to} (hotels are bookable to the end of the month {months} months ahead)': {
    'zh-CN': '月份须在 {from} 至 {to} 之间（酒店最远可预订至 {months} 个月后的月底）',
    'zh-TW': '月份須在 {from} 至 {to} 之間（飯店最遠可預訂至 {months} 個月後的月底）',
    'ko-KR': '월은 {from}부터 {to} 사이여야 합니다(호텔은 {months}개월 후 월말까지 예약 가능)',
  },
  'Check-in {checkIn} is in the past': {
    'zh-CN': '入住日期 {checkIn} 已过',
    'zh-TW': '入住日期 {checkIn} 已過',
    'ko-KR': '체크인 날짜 {checkIn}이(가) 지났습니다',
  },
  'Check-out {checkOut} must be after check-in {checkIn}': {
    'zh-CN': '退房日期 {checkOut} 须晚于入住日期 {checkIn}',
    'zh-TW': '退房日期 {checkOut} 須晚於入住日期 {checkIn}',
    'ko-KR': '체크아웃 날짜 {checkOut}은(는) 체크인 날짜 {checkIn} 이후여야 합니다',
  },
  'A stay is at most {max} nights; this one is {nights}': {
    'zh-CN': '每次最多入住 {max} 晚，本次为 {nights} 晚',
    'zh-TW': '每次最多入住 {max} 晚，本次為 {nights} 晚',
    'ko-KR': '숙박은 최대 {max}박까지 가능합니다(현재 {nights}박)',
  },
  'Hotels can be booked up to {horizon}; check-out {checkOut} is later': {
    'zh-CN': '酒店最远可预订至 {horizon}，退房日期 {checkOut} 超出范围',
    'zh-TW': '飯店最遠可預訂至 {horizon}，退房日期 {checkOut} 超出範圍',
    'ko-KR': '호텔은 {horizon}까지 예약할 수 있습니다. 체크아웃 날짜 {checkOut}은(는) 그 이후입니다',
  },
  'This room and rate are not sold by the hotel': {
    'zh-CN': '酒店未销售该房型及价格方案',
    'zh-TW': '飯店未銷售該房型及價格方案',
    'ko-KR': '호텔에서 판매하지 않는 객실 및 요금입니다',
  },
  'The party does not fit this room type': {
    'zh-CN': '入住人数超出该房型的容纳人数',
    'zh-TW': '入住人數超出該房型的容納人數',
    'ko-KR': '인원이 이 객실 유형의 수용 인원을 초과합니다',
  },
  'The rate is not sold every night': {
    'zh-CN': '该价格方案并非每晚都有售',
    'zh-TW': '該價格方案並非每晚都有販售',
    'ko-KR': '이 요금은 모든 날짜에 판매되지 않습니다',
  },
  'Only {rooms} rooms are left for these nights': {
    'zh-CN': '所选日期仅剩 {rooms} 间房',
    'zh-TW': '所選日期僅剩 {rooms} 間房',
    'ko-KR': '선택한 날짜에 남은 객실은 {rooms}개뿐입니다',
  },
  'Not enough rooms left for these nights': {
    'zh-CN': '所选日期房间不足',
    'zh-TW': '所選日期房間不足',
    'ko-KR': '선택한 날짜에 남은 객실이 부족합니다',
  },
  // Cart
  'No such line in your cart': {
    'zh-CN': '购物车中没有该商品',
    'zh-TW': '購物車中沒有該商品',
    'ko-KR': '장바구니에 해당 상품이 없습니다',
  },
  'Some of these lines are not in your cart': {
    'zh-CN': '部分商品不在您的购物车中',
    'zh-TW': '部分商品不在您的購物車中',
    'ko-KR': '일부 상품이 장바구니에 없습니다',
  },
  'A hotel stay cannot be edited; remove it and add the new stay': {
    'zh-CN': '酒店住宿无法修改，请删除后重新添加',
    'zh-TW': '飯店住宿無法修改，請刪除後重新加入',
    'ko-KR': '호텔 숙박은 수정할 수 없습니다. 삭제한 뒤 새로 담아 주세요',
  },
  'Your cart holds at most {max} lines; remove some first': {
    'zh-CN': '购物车最多可放 {max} 件商品，请先删除部分商品',
    'zh-TW': '購物車最多可放 {max} 件商品，請先刪除部分商品',
    'ko-KR': '장바구니에는 최대 {max}개까지 담을 수 있습니다. 먼저 일부를 삭제해 주세요',
  },
  'A cart line holds at most {max} of each traveller type; this line already has {held} ({type}), so at most {more} more can be added':
    {
      'zh-CN': '购物车每项每种出行人类型最多 {max} 位，此项已有 {held} 位，最多还可添加 {more} 位',
      'zh-TW': '購物車每項每種旅客類型最多 {max} 位，此項已有 {held} 位，最多還可加入 {more} 位',
      'ko-KR':
        '장바구니 상품 하나에는 여행자 유형별로 최대 {max}명까지 담을 수 있습니다. 이미 {held}명이 있어 {more}명까지 더 추가할 수 있습니다',
    },
  // Orders
  '"{ocode}" is not an order code': {
    'zh-CN': '“{ocode}”不是有效的订单号',
    'zh-TW': '「{ocode}」不是有效的訂單編號',
    'ko-KR': '"{ocode}"은(는) 올바른 주문 번호가 아닙니다',
  },
  'No order {ocode} in this shop': {
    'zh-CN': '本店没有订单 {ocode}',
    'zh-TW': '本店沒有訂單 {ocode}',
    'ko-KR': '이 상점에 주문 {ocode}이(가) 없습니다',
  },
  'No order {ocode} for you in this shop': {
    'zh-CN': '未找到您在本店的订单 {ocode}',
    'zh-TW': '找不到您在本店的訂單 {ocode}',
    'ko-KR': '이 상점에서 회원님의 주문 {ocode}을(를) 찾을 수 없습니다',
  },
  'Too many orders from your network; try again in a few minutes': {
    'zh-CN': '您的网络下单过于频繁，请几分钟后再试',
    'zh-TW': '您的網路下單過於頻繁，請幾分鐘後再試',
    'ko-KR': '이 네트워크에서 주문이 너무 많습니다. 몇 분 후 다시 시도해 주세요',
  },
  'The total is now {total} (minor units of {currency}), not {expected}; nothing was ordered': {
    'zh-CN': '总价已变动，订单未提交，请核对后重试',
    'zh-TW': '總價已變動，訂單未送出，請核對後再試',
    'ko-KR': '총액이 변경되어 주문되지 않았습니다. 확인 후 다시 시도해 주세요',
  },
  'This requestKey was already used; send a new one': {
    'zh-CN': '该订单请求已提交过，请刷新页面后重试',
    'zh-TW': '該訂單請求已送出過，請重新整理頁面後再試',
    'ko-KR': '이미 전송된 주문 요청입니다. 페이지를 새로 고친 뒤 다시 시도해 주세요',
  },
  'Log in to use saved travellers': {
    'zh-CN': '请登录后使用常用出行人',
    'zh-TW': '請登入後使用常用旅客',
    'ko-KR': '저장된 여행자를 사용하려면 로그인해 주세요',
  },
  'Log in to order from your cart': {
    'zh-CN': '请登录后从购物车下单',
    'zh-TW': '請登入後從購物車下單',
    'ko-KR': '장바구니에서 주문하려면 로그인해 주세요',
  },
  'Log in to buy at a flash-sale price': {
    'zh-CN': '请登录后参加秒杀',
    'zh-TW': '請登入後參加限時搶購',
    'ko-KR': '타임세일 가격으로 구매하려면 로그인해 주세요',
  },
  'This flash sale has not started': {
    'zh-CN': '秒杀活动尚未开始',
    'zh-TW': '限時搶購尚未開始',
    'ko-KR': '타임세일이 아직 시작되지 않았습니다',
  },
  'This flash sale has ended': {
    'zh-CN': '秒杀活动已结束',
    'zh-TW': '限時搶購已結束',
    'ko-KR': '타임세일이 종료되었습니다',
  },
  'This flash sale is sold out': {
    'zh-CN': '秒杀商品已售罄',
    'zh-TW': '限時搶購已售完',
    'ko-KR': '타임세일 상품이 매진되었습니다',
  },
  'At most {max} per member in this flash sale': {
    'zh-CN': '该秒杀活动每位会员限购 {max} 份',
    'zh-TW': '該限時搶購每位會員限購 {max} 份',
    'ko-KR': '이 타임세일은 회원당 최대 {max}개까지 구매할 수 있습니다',
  },
  'No flash sale {id} in this shop': {
    'zh-CN': '本店没有秒杀活动 {id}',
    'zh-TW': '本店沒有限時搶購 {id}',
    'ko-KR': '이 상점에 타임세일 {id}이(가) 없습니다',
  },
  'You have {count} unpaid orders; pay or cancel one before ordering again': {
    'zh-CN': '您有 {count} 笔未支付订单，请先支付或取消其中一笔再下单',
    'zh-TW': '您有 {count} 筆未付款訂單，請先付款或取消其中一筆再下單',
    'ko-KR': '미결제 주문이 {count}건 있습니다. 하나를 결제하거나 취소한 뒤 다시 주문해 주세요',
  },
  '{count} unpaid orders from your network are holding places; pay or cancel one, wait until one expires, or log in to order':
    {
      'zh-CN': '您的网络有 {count} 笔未支付订单占用名额，请先支付或取消其中一笔、等待订单过期，或登录后下单',
      'zh-TW': '您的網路有 {count} 筆未付款訂單佔用名額，請先付款或取消其中一筆、等待訂單逾期，或登入後下單',
      'ko-KR':
        '이 네트워크의 미결제 주문 {count}건이 좌석을 잡고 있습니다. 하나를 결제 또는 취소하거나, 만료를 기다리거나, 로그인 후 주문해 주세요',
    },
  '{count} unpaid orders for this email address are holding places; pay or cancel one first': {
    'zh-CN': '该邮箱有 {count} 笔未支付订单占用名额，请先支付或取消其中一笔',
    'zh-TW': '該電子郵件有 {count} 筆未付款訂單佔用名額，請先付款或取消其中一筆',
    'ko-KR': '이 이메일의 미결제 주문 {count}건이 좌석을 잡고 있습니다. 먼저 하나를 결제하거나 취소해 주세요',
  },
  '{count} unpaid orders for this phone number are holding places; pay or cancel one first': {
    'zh-CN': '该手机号有 {count} 笔未支付订单占用名额，请先支付或取消其中一笔',
    'zh-TW': '該手機號碼有 {count} 筆未付款訂單佔用名額，請先付款或取消其中一筆',
    'ko-KR': '이 전화번호의 미결제 주문 {count}건이 좌석을 잡고 있습니다. 먼저 하나를 결제하거나 취소해 주세요',
  },
  'This order expired unpaid; nothing to cancel': {
    'zh-CN': '订单已超时未支付，无需取消',
    'zh-TW': '訂單已逾時未付款，無需取消',
    'ko-KR': '결제 기한이 지나 만료된 주문이라 취소할 필요가 없습니다',
  },
  'This order expired unpaid; order again': {
    'zh-CN': '订单已超时未支付，请重新下单',
    'zh-TW': '訂單已逾時未付款，請重新下單',
    'ko-KR': '결제 기한이 지나 주문이 만료되었습니다. 다시 주문해 주세요',
  },
  'Only an unpaid order can be cancelled; ask for a refund instead': {
    'zh-CN': '只有未支付的订单可以取消，已支付订单请申请退款',
    'zh-TW': '只有未付款的訂單可以取消，已付款訂單請申請退款',
    'ko-KR': '미결제 주문만 취소할 수 있습니다. 결제한 주문은 환불을 요청해 주세요',
  },
  'An order that is {status} cannot be refunded': {
    'zh-CN': '订单当前状态下无法申请退款',
    'zh-TW': '訂單目前狀態下無法申請退款',
    'ko-KR': '현재 주문 상태에서는 환불을 요청할 수 없습니다',
  },
  'A refund must be asked for before the travel date': {
    'zh-CN': '须在出行日期之前申请退款',
    'zh-TW': '須在出發日期之前申請退款',
    'ko-KR': '환불은 여행 날짜 이전에 요청해야 합니다',
  },
  'This booking cannot be refunded: {titles} {were} sold non-refundable': {
    'zh-CN': '该预订无法退款：{titles} 为不可退款产品',
    'zh-TW': '該預訂無法退款：{titles} 為不可退款產品',
    'ko-KR': '이 예약은 환불할 수 없습니다: {titles}은(는) 환불 불가 조건으로 판매되었습니다',
  },
  'The order changed meanwhile; reload it': {
    'zh-CN': '订单刚刚发生了变化，请刷新后重试',
    'zh-TW': '訂單剛剛發生了變化，請重新整理後再試',
    'ko-KR': '그사이 주문이 변경되었습니다. 새로 고친 뒤 다시 시도해 주세요',
  },
  'This order is {status}': {
    'zh-CN': '订单当前状态下无法支付',
    'zh-TW': '訂單目前狀態下無法付款',
    'ko-KR': '현재 주문 상태에서는 결제할 수 없습니다',
  },
  'Only a paid order that is not closed can change its date': {
    'zh-CN': '只有已支付且未关闭的订单可以改期',
    'zh-TW': '只有已付款且未關閉的訂單可以改期',
    'ko-KR': '결제 완료 후 종료되지 않은 주문만 날짜를 변경할 수 있습니다',
  },
  'No such line in this order': {
    'zh-CN': '订单中没有该项目',
    'zh-TW': '訂單中沒有該項目',
    'ko-KR': '주문에 해당 항목이 없습니다',
  },
  'Pick a different date': {
    'zh-CN': '请选择其他日期',
    'zh-TW': '請選擇其他日期',
    'ko-KR': '다른 날짜를 선택해 주세요',
  },
  'The new date must also be at least {days} days away: {earliest} or later': {
    'zh-CN': '新日期也须在 {days} 天之后：{earliest} 或更晚',
    'zh-TW': '新日期也須在 {days} 天之後：{earliest} 或更晚',
    'ko-KR': '새 날짜도 {days}일 이후여야 합니다: {earliest} 또는 그 이후',
  },
  'The date of this line was already changed': {
    'zh-CN': '该项目已改过日期',
    'zh-TW': '該項目已改過日期',
    'ko-KR': '이 항목은 이미 날짜를 변경했습니다',
  },
  'The date of this line was already changed once': {
    'zh-CN': '该项目已改期一次，不能再改',
    'zh-TW': '該項目已改期一次，不能再改',
    'ko-KR': '이 항목은 이미 한 번 날짜를 변경했습니다',
  },
  'Dates can change up to {days} days before travel': {
    'zh-CN': '须在出行前至少 {days} 天改期',
    'zh-TW': '須在出發前至少 {days} 天改期',
    'ko-KR': '날짜 변경은 여행 {days}일 전까지 가능합니다',
  },
  'Hotel stays cannot change their dates (rooms and rates are held night by night); ask for a refund if the rate allows one, and book the new dates':
    {
      'zh-CN': '酒店住宿无法改期（房间和价格按晚保留）；如价格方案允许，请申请退款后重新预订',
      'zh-TW': '飯店住宿無法改期（房間和價格按晚保留）；如價格方案允許，請申請退款後重新預訂',
      'ko-KR':
        '호텔 숙박은 날짜를 변경할 수 없습니다(객실과 요금이 1박 단위로 확보됨). 요금 조건상 가능하면 환불을 요청한 뒤 새 날짜로 예약해 주세요',
    },
  'Only an order awaiting confirmation can be confirmed': {
    'zh-CN': '只有待确认的订单可以确认',
    'zh-TW': '只有待確認的訂單可以確認',
    'ko-KR': '확인 대기 중인 주문만 확정할 수 있습니다',
  },
  'This order has no refund request': {
    'zh-CN': '该订单没有退款申请',
    'zh-TW': '該訂單沒有退款申請',
    'ko-KR': '이 주문에는 환불 요청이 없습니다',
  },
  'Supplementary payments are for paid orders that are not closed': {
    'zh-CN': '补款仅适用于已支付且未关闭的订单',
    'zh-TW': '補款僅適用於已付款且未關閉的訂單',
    'ko-KR': '추가 결제는 결제 완료 후 종료되지 않은 주문에만 가능합니다',
  },
  'No supplementary payment {payid} on this order': {
    'zh-CN': '该订单没有补款 {payid}',
    'zh-TW': '該訂單沒有補款 {payid}',
    'ko-KR': '이 주문에 추가 결제 {payid}이(가) 없습니다',
  },
  'This supplementary payment is {status}': {
    'zh-CN': '该补款当前无法支付',
    'zh-TW': '該補款目前無法付款',
    'ko-KR': '이 추가 결제는 지금 결제할 수 없습니다',
  },
  'Your refund limit is {limit}; ask a manager or the owner to refund {amount}': {
    'zh-CN': '您的退款额度为 {limit}，退款 {amount} 请联系经理或店主',
    'zh-TW': '您的退款額度為 {limit}，退款 {amount} 請聯絡經理或店主',
    'ko-KR': '환불 한도는 {limit}입니다. {amount} 환불은 매니저나 소유자에게 요청해 주세요',
  },
  'At most {amount} can be given back (paid less already refunded)': {
    'zh-CN': '最多可退还 {amount}（已付金额减去已退款金额）',
    'zh-TW': '最多可退還 {amount}（已付金額減去已退款金額）',
    'ko-KR': '최대 {amount}까지 환불할 수 있습니다(결제 금액에서 환불된 금액 제외)',
  },
  'Only an order awaiting confirmation can be rejected': {
    'zh-CN': '只有待确认的订单可以拒绝',
    'zh-TW': '只有待確認的訂單可以拒絕',
    'ko-KR': '확인 대기 중인 주문만 거절할 수 있습니다',
  },
  'This order has a refund request: decide it instead (refund-request)': {
    'zh-CN': '该订单有退款申请，请先处理退款申请',
    'zh-TW': '該訂單有退款申請，請先處理退款申請',
    'ko-KR': '이 주문에는 환불 요청이 있습니다. 먼저 환불 요청을 처리해 주세요',
  },
  'An order that is {status} has nothing to refund': {
    'zh-CN': '该订单当前状态下没有可退款的金额',
    'zh-TW': '該訂單目前狀態下沒有可退款的金額',
    'ko-KR': '현재 주문 상태에서는 환불할 금액이 없습니다',
  },
  'Only a confirmed order has a confirmation to send': {
    'zh-CN': '只有已确认的订单可以发送确认函',
    'zh-TW': '只有已確認的訂單可以寄送確認函',
    'ko-KR': '확정된 주문만 확정 안내를 보낼 수 있습니다',
  },
  // Visitor order look-up
  'A code was asked for this email less than a minute ago; wait before asking again': {
    'zh-CN': '该邮箱一分钟内已获取过验证码，请稍候再试',
    'zh-TW': '該電子郵件一分鐘內已取得過驗證碼，請稍候再試',
    'ko-KR': '1분 안에 이 이메일로 인증번호를 요청했습니다. 잠시 후 다시 요청해 주세요',
  },
  'Too many codes were asked for this email in the last hour; try again later': {
    'zh-CN': '该邮箱过去一小时内获取验证码次数过多，请稍后再试',
    'zh-TW': '該電子郵件過去一小時內取得驗證碼次數過多，請稍後再試',
    'ko-KR': '최근 1시간 동안 이 이메일로 인증번호를 너무 많이 요청했습니다. 잠시 후 다시 시도해 주세요',
  },
  'Too many codes were asked from your network in the last hour; try again later': {
    'zh-CN': '您的网络过去一小时内获取验证码次数过多，请稍后再试',
    'zh-TW': '您的網路過去一小時內取得驗證碼次數過多，請稍後再試',
    'ko-KR': '최근 1시간 동안 이 네트워크에서 인증번호를 너무 많이 요청했습니다. 잠시 후 다시 시도해 주세요',
  },
  'Too many order lookups from your network; try again in a few minutes': {
    'zh-CN': '您的网络查询订单过于频繁，请几分钟后再试',
    'zh-TW': '您的網路查詢訂單過於頻繁，請幾分鐘後再試',
    'ko-KR': '이 네트워크에서 주문 조회가 너무 많습니다. 몇 분 후 다시 시도해 주세요',
  },
  'No valid verification code for this order and email; request one': {
    'zh-CN': '该订单和邮箱没有有效的验证码，请重新获取',
    'zh-TW': '該訂單和電子郵件沒有有效的驗證碼，請重新取得',
    'ko-KR': '이 주문과 이메일에 유효한 인증번호가 없습니다. 인증번호를 요청해 주세요',
  },
  // Payments
  'No payment provider "{name}"; use {names}': {
    'zh-CN': '没有支付方式“{name}”，请使用 {names}',
    'zh-TW': '沒有付款方式「{name}」，請使用 {names}',
    'ko-KR': '"{name}" 결제 수단이 없습니다. {names} 중에서 사용해 주세요',
  },
  'No payment provider is configured': {
    'zh-CN': '本店暂未开通在线支付',
    'zh-TW': '本店暫未開通線上付款',
    'ko-KR': '이 상점에는 아직 온라인 결제 수단이 없습니다',
  },
  'No payment {number}': {
    'zh-CN': '支付记录 {number} 不存在',
    'zh-TW': '付款紀錄 {number} 不存在',
    'ko-KR': '결제 {number}이(가) 없습니다',
  },
  'No payment {number} for this link': {
    'zh-CN': '该链接没有支付记录 {number}',
    'zh-TW': '該連結沒有付款紀錄 {number}',
    'ko-KR': '이 링크에 결제 {number}이(가) 없습니다',
  },
  'Expected {amount} {currency}, the notification says {got} {gotCurrency}': {
    'zh-CN': '应付 {amount} {currency}，通知金额为 {got} {gotCurrency}',
    'zh-TW': '應付 {amount} {currency}，通知金額為 {got} {gotCurrency}',
    'ko-KR': '결제 금액은 {amount} {currency}인데 알림 금액은 {got} {gotCurrency}입니다',
  },
  'Send the notification as application/json': {
    'zh-CN': '通知须以 application/json 格式发送',
    'zh-TW': '通知須以 application/json 格式傳送',
    'ko-KR': '알림은 application/json 형식으로 보내야 합니다',
  },
  'The notification signature is missing or wrong': {
    'zh-CN': '通知签名缺失或错误',
    'zh-TW': '通知簽章缺失或錯誤',
    'ko-KR': '알림 서명이 없거나 올바르지 않습니다',
  },
  'The notification body is not JSON': {
    'zh-CN': '通知内容不是 JSON',
    'zh-TW': '通知內容不是 JSON',
    'ko-KR': '알림 본문이 JSON이 아닙니다',
  },
  'The notification body is malformed': {
    'zh-CN': '通知内容格式错误',
    'zh-TW': '通知內容格式錯誤',
    'ko-KR': '알림 본문 형식이 올바르지 않습니다',
  },
  'The Stripe-Signature header is missing': {
    'zh-CN': '缺少 Stripe-Signature 签名',
    'zh-TW': '缺少 Stripe-Signature 簽章',
    'ko-KR': 'Stripe-Signature 헤더가 없습니다',
  },
  'The Stripe-Signature header does not match the body': {
    'zh-CN': 'Stripe-Signature 签名与内容不符',
    'zh-TW': 'Stripe-Signature 簽章與內容不符',
    'ko-KR': 'Stripe-Signature 헤더가 본문과 일치하지 않습니다',
  },
  'The notification body is not a Stripe event': {
    'zh-CN': '通知内容不是 Stripe 事件',
    'zh-TW': '通知內容不是 Stripe 事件',
    'ko-KR': '알림 본문이 Stripe 이벤트가 아닙니다',
  },
  'The Stripe event is malformed': {
    'zh-CN': 'Stripe 事件格式错误',
    'zh-TW': 'Stripe 事件格式錯誤',
    'ko-KR': 'Stripe 이벤트 형식이 올바르지 않습니다',
  },
  'No such sandbox checkout': {
    'zh-CN': '该测试支付页面不存在',
    'zh-TW': '該測試付款頁面不存在',
    'ko-KR': '해당 테스트 결제 페이지가 없습니다',
  },
  // Complaints
  'Only a paid order can have a complaint': {
    'zh-CN': '只有已支付的订单可以投诉',
    'zh-TW': '只有已付款的訂單可以投訴',
    'ko-KR': '결제한 주문에 대해서만 불만을 접수할 수 있습니다',
  },
  'Complaints about this order were accepted until {deadline}, 30 days after the return on {returned}': {
    'zh-CN': '该订单的投诉截止日期为 {deadline}（返程日 {returned} 后 30 天）',
    'zh-TW': '該訂單的投訴截止日期為 {deadline}（返程日 {returned} 後 30 天）',
    'ko-KR': '이 주문의 불만 접수는 {deadline}(귀국일 {returned}로부터 30일)까지였습니다',
  },
  'An order can carry {max} complaints': {
    'zh-CN': '每个订单最多可投诉 {max} 次',
    'zh-TW': '每筆訂單最多可投訴 {max} 次',
    'ko-KR': '주문 하나에 불만은 최대 {max}건까지 접수할 수 있습니다',
  },
  'Photo {index} is not a JPEG, PNG or WebP image': {
    'zh-CN': '第 {index} 张照片不是 JPEG、PNG 或 WebP 图片',
    'zh-TW': '第 {index} 張照片不是 JPEG、PNG 或 WebP 圖片',
    'ko-KR': '{index}번째 사진이 JPEG, PNG, WebP 이미지가 아닙니다',
  },
  'Send the complaint as multipart/form-data': {
    'zh-CN': '投诉须以 multipart/form-data 格式提交',
    'zh-TW': '投訴須以 multipart/form-data 格式送出',
    'ko-KR': '불만은 multipart/form-data 형식으로 보내야 합니다',
  },
  'Files go in "photos"': {
    'zh-CN': '文件须放在“photos”中上传',
    'zh-TW': '檔案須放在「photos」中上傳',
    'ko-KR': '파일은 "photos" 항목으로 보내야 합니다',
  },
  'The form data could not be read': {
    'zh-CN': '无法读取表单内容',
    'zh-TW': '無法讀取表單內容',
    'ko-KR': '양식 내용을 읽을 수 없습니다',
  },
  'Invalid complaint': {
    'zh-CN': '投诉内容无效',
    'zh-TW': '投訴內容無效',
    'ko-KR': '불만 내용이 올바르지 않습니다',
  },
  // Reference data and images
  'No route {method} {path}': {
    'zh-CN': '找不到该地址：{method} {path}',
    'zh-TW': '找不到該位址：{method} {path}',
    'ko-KR': '주소를 찾을 수 없습니다: {method} {path}',
  },
  'rtype {rtype} is not served; the web storefront uses rtype 2': {
    'zh-CN': '不提供 rtype {rtype}，网页商店使用 rtype 2',
    'zh-TW': '不提供 rtype {rtype}，網頁商店使用 rtype 2',
    'ko-KR': 'rtype {rtype}은(는) 제공하지 않습니다. 웹 상점은 rtype 2를 사용합니다',
  },
  'type {type} is unknown; use 1 (translations) or 2 (global data)': {
    'zh-CN': '类型 {type} 未知，请使用 1（翻译）或 2（全局数据）',
    'zh-TW': '類型 {type} 未知，請使用 1（翻譯）或 2（全域資料）',
    'ko-KR': '알 수 없는 유형 {type}입니다. 1(번역) 또는 2(전체 데이터)를 사용해 주세요',
  },
  'Label type {type} is unknown; use 1 (tags), 2 (hot topics) or 3 (both)': {
    'zh-CN': '标签类型 {type} 未知，请使用 1（标签）、2（热门话题）或 3（两者）',
    'zh-TW': '標籤類型 {type} 未知，請使用 1（標籤）、2（熱門話題）或 3（兩者）',
    'ko-KR': '알 수 없는 라벨 유형 {type}입니다. 1(태그), 2(인기 주제), 3(둘 다) 중에서 사용해 주세요',
  },
  'No image {key}': {
    'zh-CN': '图片 {key} 不存在',
    'zh-TW': '圖片 {key} 不存在',
    'ko-KR': '이미지 {key}이(가) 없습니다',
  },
  'Image size {w}x{h} is not served; use one of {sizes}': {
    'zh-CN': '不提供 {w}x{h} 尺寸的图片，请使用以下尺寸之一：{sizes}',
    'zh-TW': '不提供 {w}x{h} 尺寸的圖片，請使用以下尺寸之一：{sizes}',
    'ko-KR': '{w}x{h} 크기의 이미지는 제공하지 않습니다. 다음 중 하나를 사용해 주세요: {sizes}',
  },
};
