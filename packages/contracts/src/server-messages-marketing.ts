import type { MessageCatalogue } from './server-messages.js';

/** Server messages of the back office's marketing (issue 14), keyed by the English text the server throws. */
export const MARKETING_MESSAGES: MessageCatalogue = {
  'No banner {id} in this shop': {
    'zh-CN': '本店没有横幅 {id}',
    'zh-TW': '本店沒有橫幅 {id}',
    'ko-KR': '이 상점에 배너 {id}이(가) 없습니다',
  },
  'Give the banner a link or a product': {
    'zh-CN': '请为横幅填写链接或选择产品',
    'zh-TW': '請為橫幅填寫連結或選擇產品',
    'ko-KR': '배너에 링크를 입력하거나 상품을 선택해 주세요',
  },
  'Give the banner a link or a product, not both': {
    'zh-CN': '横幅只能填写链接或选择产品，不能两者都填',
    'zh-TW': '橫幅只能填寫連結或選擇產品，不能兩者都填',
    'ko-KR': '배너에는 링크 또는 상품 중 하나만 지정해 주세요',
  },
  'No banner image {image}: upload the image first': {
    'zh-CN': '没有横幅图片 {image}：请先上传图片',
    'zh-TW': '沒有橫幅圖片 {image}：請先上傳圖片',
    'ko-KR': '배너 이미지 {image}이(가) 없습니다. 먼저 이미지를 업로드해 주세요',
  },
  'The file is not a JPEG, PNG or WebP image': {
    'zh-CN': '该文件不是 JPEG、PNG 或 WebP 图片',
    'zh-TW': '該檔案不是 JPEG、PNG 或 WebP 圖片',
    'ko-KR': '파일이 JPEG, PNG 또는 WebP 이미지가 아닙니다',
  },
  'The end must be after the start': {
    'zh-CN': '结束时间必须晚于开始时间',
    'zh-TW': '結束時間必須晚於開始時間',
    'ko-KR': '종료 시간은 시작 시간 이후여야 합니다',
  },
  'The end must be in the future': {
    'zh-CN': '结束时间必须是将来的时间',
    'zh-TW': '結束時間必須是未來的時間',
    'ko-KR': '종료 시간은 미래여야 합니다',
  },
  'Send the image as multipart/form-data': {
    'zh-CN': '请以 multipart/form-data 格式发送图片',
    'zh-TW': '請以 multipart/form-data 格式傳送圖片',
    'ko-KR': '이미지를 multipart/form-data 형식으로 보내 주세요',
  },
  'The form takes one file, named "image"': {
    'zh-CN': '表单只接受一个名为 "image" 的文件',
    'zh-TW': '表單只接受一個名為 "image" 的檔案',
    'ko-KR': '양식에는 "image"라는 이름의 파일 하나만 넣을 수 있습니다',
  },
  'The image is larger than {max} MB': {
    'zh-CN': '图片超过 {max} MB',
    'zh-TW': '圖片超過 {max} MB',
    'ko-KR': '이미지가 {max}MB보다 큽니다',
  },
  'Choose an image file': {
    'zh-CN': '请选择一个图片文件',
    'zh-TW': '請選擇一個圖片檔案',
    'ko-KR': '이미지 파일을 선택해 주세요',
  },
  'Flash sale {id} ended at {end}: it is kept as it sold': {
    'zh-CN': '秒杀活动 {id} 已于 {end} 结束：按售出时的状态保留',
    'zh-TW': '秒殺活動 {id} 已於 {end} 結束：依售出時的狀態保留',
    'ko-KR': '타임세일 {id}은(는) {end}에 종료되어 판매된 그대로 보관됩니다',
  },
  'Flash sale {id} has sold {sold}: it cannot be deleted; end it by moving its end time': {
    'zh-CN': '秒杀活动 {id} 已售出 {sold}：不能删除，请提前结束时间来结束它',
    'zh-TW': '秒殺活動 {id} 已售出 {sold}：不能刪除，請提前結束時間來結束它',
    'ko-KR': '타임세일 {id}은(는) {sold}개가 판매되어 삭제할 수 없습니다. 종료 시간을 앞당겨 종료해 주세요',
  },
  'This package already has flash sale {id} from {start} to {end}': {
    'zh-CN': '该套餐已有秒杀活动 {id}，时间为 {start} 至 {end}',
    'zh-TW': '該套餐已有秒殺活動 {id}，時間為 {start} 至 {end}',
    'ko-KR': '이 패키지에는 이미 {start}부터 {end}까지 타임세일 {id}이(가) 있습니다',
  },
  'The stock cannot be lower than the {sold} already sold': {
    'zh-CN': '库存不能低于已售出的 {sold}',
    'zh-TW': '庫存不能低於已售出的 {sold}',
    'ko-KR': '재고는 이미 판매된 {sold}보다 적을 수 없습니다',
  },
  'A flash sale runs at most {days} days': {
    'zh-CN': '秒杀活动最长持续 {days} 天',
    'zh-TW': '秒殺活動最長持續 {days} 天',
    'ko-KR': '타임세일은 최대 {days}일까지 진행할 수 있습니다',
  },
  'The package has no {priceType} price': {
    'zh-CN': '该套餐没有 {priceType} 价格',
    'zh-TW': '該套餐沒有 {priceType} 價格',
    'ko-KR': '이 패키지에는 {priceType} 가격이 없습니다',
  },
  'The package has no prices to sell': {
    'zh-CN': '该套餐没有可售价格',
    'zh-TW': '該套餐沒有可售價格',
    'ko-KR': '이 패키지에는 판매할 가격이 없습니다',
  },
  '{keyword} is in the list twice': {
    'zh-CN': '{keyword} 在列表中出现了两次',
    'zh-TW': '{keyword} 在清單中出現了兩次',
    'ko-KR': '{keyword}이(가) 목록에 두 번 있습니다',
  },
  'Start with / (a storefront page) or https://': {
    'zh-CN': '请以 /（店铺页面）或 https:// 开头',
    'zh-TW': '請以 /（商店頁面）或 https:// 開頭',
    'ko-KR': '/(상점 페이지) 또는 https://로 시작해 주세요',
  },
  'Kind is 1 (trips) or 2 (hotels)': {
    'zh-CN': '类型为 1（行程）或 2（酒店）',
    'zh-TW': '類型為 1（行程）或 2（飯店）',
    'ko-KR': '종류는 1(여행) 또는 2(호텔)입니다',
  },
  'No subscriber {email} in this shop': {
    'zh-CN': '本店没有订阅者 {email}',
    'zh-TW': '本店沒有訂閱者 {email}',
    'ko-KR': '이 상점에 구독자 {email}이(가) 없습니다',
  },
};
