import type { MessageCatalogue } from './server-messages.js';

/** Server messages of the product CSV import (issue 14), keyed by the English text the server writes. */
export const PRODUCT_CSV_MESSAGES: MessageCatalogue = {
  'The file is not a readable CSV': {
    'zh-CN': '该文件不是可读取的 CSV',
    'zh-TW': '該檔案不是可讀取的 CSV',
    'ko-KR': '읽을 수 있는 CSV 파일이 아닙니다',
  },
  'The file has no product rows': {
    'zh-CN': '文件中没有产品行',
    'zh-TW': '檔案中沒有產品列',
    'ko-KR': '파일에 상품 행이 없습니다',
  },
  'At most {max} rows per file': {
    'zh-CN': '每个文件最多 {max} 行',
    'zh-TW': '每個檔案最多 {max} 列',
    'ko-KR': '파일당 최대 {max}행까지 가능합니다',
  },
  'The file has problems on {rows} rows; nothing was imported': {
    'zh-CN': '文件有 {rows} 行存在问题，未导入任何内容',
    'zh-TW': '檔案有 {rows} 列有問題，未匯入任何內容',
    'ko-KR': '파일의 {rows}개 행에 문제가 있어 아무것도 가져오지 않았습니다',
  },
  'The column {column} is given twice': {
    'zh-CN': '列 {column} 出现了两次',
    'zh-TW': '欄 {column} 出現了兩次',
    'ko-KR': '열 {column}이(가) 두 번 있습니다',
  },
  'Unknown column {column}': {
    'zh-CN': '未知的列 {column}',
    'zh-TW': '未知的欄 {column}',
    'ko-KR': '알 수 없는 열 {column}',
  },
  'No product {code} in this shop': {
    'zh-CN': '本店没有产品 {code}',
    'zh-TW': '本店沒有產品 {code}',
    'ko-KR': '이 상점에 상품 {code}이(가) 없습니다',
  },
  'No package {code} in this product': {
    'zh-CN': '该产品没有套餐 {code}',
    'zh-TW': '該產品沒有套餐 {code}',
    'ko-KR': '이 상품에 패키지 {code}이(가) 없습니다',
  },
  'Differs from row {row} of the same product': {
    'zh-CN': '与同一产品的第 {row} 行不一致',
    'zh-TW': '與同一產品的第 {row} 列不一致',
    'ko-KR': '같은 상품의 {row}행과 다릅니다',
  },
  'Differs from an earlier row of the same product': {
    'zh-CN': '与同一产品的前面某行不一致',
    'zh-TW': '與同一產品的前面某列不一致',
    'ko-KR': '같은 상품의 앞 행과 다릅니다',
  },
  'Differs from an earlier row of the same package': {
    'zh-CN': '与同一套餐的前面某行不一致',
    'zh-TW': '與同一套餐的前面某列不一致',
    'ko-KR': '같은 패키지의 앞 행과 다릅니다',
  },
  'At most {max} items': {
    'zh-CN': '最多 {max} 项',
    'zh-TW': '最多 {max} 項',
    'ko-KR': '최대 {max}개 항목',
  },
  'Not a whole number: "{value}"': {
    'zh-CN': '不是整数："{value}"',
    'zh-TW': '不是整數：「{value}」',
    'ko-KR': '정수가 아닙니다: "{value}"',
  },
  'Not a whole number from {min} to {max}': {
    'zh-CN': '不是 {min} 到 {max} 之间的整数',
    'zh-TW': '不是 {min} 到 {max} 之間的整數',
    'ko-KR': '{min}에서 {max} 사이의 정수가 아닙니다',
  },
  'Write yes or no': {
    'zh-CN': '请填写 yes 或 no',
    'zh-TW': '請填寫 yes 或 no',
    'ko-KR': 'yes 또는 no로 입력해 주세요',
  },
  'Write published, unpublished or archived': {
    'zh-CN': '请填写 published、unpublished 或 archived',
    'zh-TW': '請填寫 published、unpublished 或 archived',
    'ko-KR': 'published, unpublished 또는 archived로 입력해 주세요',
  },
  'Give the category of a new product': {
    'zh-CN': '请填写新产品的分类',
    'zh-TW': '請填寫新產品的分類',
    'ko-KR': '새 상품의 카테고리를 입력해 주세요',
  },
  'Give the city of a new product': {
    'zh-CN': '请填写新产品的城市',
    'zh-TW': '請填寫新產品的城市',
    'ko-KR': '새 상품의 도시를 입력해 주세요',
  },
  'Give the package a code or a name': {
    'zh-CN': '请填写套餐编号或名称',
    'zh-TW': '請填寫套餐編號或名稱',
    'ko-KR': '패키지 코드 또는 이름을 입력해 주세요',
  },
  'Give both from and to': {
    'zh-CN': '请同时填写 from 和 to',
    'zh-TW': '請同時填寫 from 和 to',
    'ko-KR': 'from과 to를 모두 입력해 주세요',
  },
  'Write weekdays as Mon,Tue,Wed,Thu,Fri,Sat,Sun': {
    'zh-CN': '星期请写作 Mon,Tue,Wed,Thu,Fri,Sat,Sun',
    'zh-TW': '星期請寫作 Mon,Tue,Wed,Thu,Fri,Sat,Sun',
    'ko-KR': '요일은 Mon,Tue,Wed,Thu,Fri,Sat,Sun 형식으로 입력해 주세요',
  },
  'A calendar change covers at most {max} days': {
    'zh-CN': '一次日历修改最多涵盖 {max} 天',
    'zh-TW': '一次日曆修改最多涵蓋 {max} 天',
    'ko-KR': '달력 변경은 최대 {max}일까지 가능합니다',
  },
  'Give the stock of these days': {
    'zh-CN': '请填写这些日期的库存',
    'zh-TW': '請填寫這些日期的庫存',
    'ko-KR': '이 날짜들의 재고를 입력해 주세요',
  },
  'Day {date} is also on row {row}': {
    'zh-CN': '日期 {date} 也出现在第 {row} 行',
    'zh-TW': '日期 {date} 也出現在第 {row} 列',
    'ko-KR': '{date} 날짜가 {row}행에도 있습니다',
  },
  'List product codes separated by commas': {
    'zh-CN': '请列出以逗号分隔的产品编号',
    'zh-TW': '請列出以逗號分隔的產品編號',
    'ko-KR': '상품 코드를 쉼표로 구분해 나열해 주세요',
  },
  'Choose a CSV file': {
    'zh-CN': '请选择一个 CSV 文件',
    'zh-TW': '請選擇一個 CSV 檔案',
    'ko-KR': 'CSV 파일을 선택해 주세요',
  },
  'The file is larger than {max} MB': {
    'zh-CN': '文件大于 {max} MB',
    'zh-TW': '檔案大於 {max} MB',
    'ko-KR': '파일이 {max}MB보다 큽니다',
  },
  'Send the CSV as text/csv or as a file of a multipart form': {
    'zh-CN': '请以 text/csv 或 multipart 表单文件的方式发送 CSV',
    'zh-TW': '請以 text/csv 或 multipart 表單檔案的方式傳送 CSV',
    'ko-KR': 'CSV를 text/csv 또는 multipart 양식 파일로 보내 주세요',
  },
};
