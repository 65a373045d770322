# 信封界面：草稿、文件、上传、发送审核，以及文件与电子提单、与信用证的核对。
# 文件名、文件类型代码、编号和金额是数据，以参数传入。

## 草稿（draftModel）
env-draft-title-aci = 埃及 ACI { $acid }
env-draft-title-aci-empty = 埃及 ACI，尚无 ACID 编号
env-draft-title-no-recipient = 尚无收件方
env-document-count = { $count } 份文件
env-file-kind-unknown = 文件

## 与电子提单核对（checkModel）
env-outcome-matches = 一致
env-outcome-differs = 不符
env-outcome-not-found = 未找到
env-outcome-not-checked = 未核对
env-subject-bl-number = 提单号
env-subject-container = 集装箱
env-subject-gross-weight = 毛重
env-subject-packages = 件数
env-subject-vessel = 船名
env-subject-voyage = 航次
env-subject-port-of-loading = 装货港
env-subject-port-of-discharge = 卸货港
env-subject-shipper = 托运人
env-subject-consignee = 收货人
env-subject-notify-party = 通知方
env-finding-note = （{ $note }）
env-finding-unknown = 未知
env-finding-standing = { $document }：{ $found }
env-finding-standing-expected = { $document }：{ $found } — 应为 { $expected }
env-finding-where = { $document }，第 { $page } 页
env-finding-value = { $subject } { $found }
env-finding-no-value = 无{ $subject }
env-finding-bill = { $where }：{ $value } — 提单：{ $expected }
env-finding-not-on-bill = { $where }：{ $value } — 提单上没有
env-pages-whole = 整份文件
env-pages-one = 第 { $page } 页
env-pages-many = 第 { $pages } 页
env-not-checked-line = { $document }：{ $pages } — { $reason }
env-differences = { $count ->
    [0] 没有不符点
   *[other] { $count } 处不符点
}
env-differences-in-sentence = { $count ->
    [0] 没有不符点
   *[other] { $count } 处不符点
}
env-check-headline-unread = 未核对：{ $names }（没有可读取的文本）
env-check-headline-some-unread = 未核对：{ $names }（没有可读取的文本）— 其余文件{ $count ->
    [0] 没有不符点
   *[other] 有 { $count } 处不符点
}
env-acknowledge = { $count ->
    [1] 我已看到该不符点，仍要发送
   *[other] 我已看到这 { $count } 处不符点，仍要发送
}
env-ebl-original = 正本
env-ebl-copy = 副本
env-ebl-held-short = 由贵公司持有

## 与信用证核对（creditModel）
env-credit-title-invoice-currency = 发票币种（32B）
env-credit-title-invoice-amount = 发票金额（32B、39A）
env-credit-title-invoice-issuer = 发票由受益人出具（59）
env-credit-title-invoice-made-out-to = 发票抬头为申请人（50）
env-credit-title-goods = 发票上的货物（45A）
env-credit-title-port-of-loading = 装货港（44E）
env-credit-title-port-of-discharge = 卸货港（44F）
env-credit-title-shipment-date = 装运日期（44C）
env-credit-title-presentation = 交单（48、31D）
env-credit-title-documents-required = 所需单据（46A）
env-credit-title-partial-shipments = 分批装运（43P）
env-credit-title-transhipment = 转运（43T）
env-credit-title-consignee = 收货人（46A）
env-credit-title-notify-party = 通知方（46A）
env-credit-subject-invoice-currency = 币种
env-credit-subject-invoice-amount = 金额
env-credit-subject-invoice-issuer = 出具人
env-credit-subject-invoice-made-out-to = 抬头
env-credit-subject-goods = 货物
env-credit-subject-port-of-loading = 装货港
env-credit-subject-port-of-discharge = 卸货港
env-credit-subject-shipment-date = 装运日期
env-credit-subject-presentation = 交单
env-credit-subject-documents-required = 单据
env-credit-subject-partial-shipments = 分批装运
env-credit-subject-transhipment = 转运
env-credit-subject-consignee = 收货人
env-credit-subject-notify-party = 通知方
env-credit-finding = { $where }：{ $value } — 信用证：{ $expected }
env-credit-finding-not-in-credit = { $where }：{ $value } — 信用证中没有
env-credit-complies = 与信用证 { $number } 相符
env-credit-differences = 与信用证 { $number } 有 { $count } 处不符点
env-credit-too-late = 已来不及交单：最后一天是 { $day } — { $days ->
    [1] 昨天
   *[other] { $days } 天前
}
env-credit-last-day = 请在 { $day } 前向银行交单 — 今天是最后一天
env-credit-days-left = 请在 { $day } 前向银行交单 — 还剩 { $count } 天

## 界面（EnvelopesScreen）
env-title = 信封
env-subtitle = 发送到其他公司收件箱或埃及海关的文件，用您的密钥签署。
env-new = 新建信封
env-tabs = 信封
env-tab-drafts = 草稿
env-tab-sent = 已发送
env-drafts-list = 草稿列表
env-drafts-heading = 草稿
env-loading = 正在加载…
env-error-file-dialog = 无法打开文件对话框
env-error-new-envelope = 无法新建信封
env-error-drafts = 无法读取草稿
env-toast-sent = 信封已发送给 { $recipient }。
env-toast-deleted = 草稿“{ $title }”已删除。
env-empty-title = 没有打开的信封
env-empty-text = 将文件拖放到窗口上即可用它们新建信封，或打开一份草稿。Ctrl+O 添加文件，Ctrl+Enter 上传。
env-delete-title = 删除草稿“{ $title }”？
env-delete-error = 草稿未删除
env-delete-confirm = 删除草稿
env-delete-text = 其中的文件仍保留在磁盘原处；只删除正在准备的信封。

## 草稿列表与已发送列表
env-drafts-empty = 没有草稿。将文件拖放到窗口上，或点击“新建信封”。
env-drafts-list-name = 草稿
env-draft-not-saved = 尚未保存
env-badge-uploading = 正在上传
env-badge-uploaded = 已上传，未发送
env-error-sent = 无法读取已发送的信封
env-sent-empty-title = 尚未发送任何信封
env-sent-empty-text = 您在这台电脑上签署并发送的信封会列在这里。
env-sent-table = 已发送的信封
env-sent-col-sent = 发送时间
env-sent-col-recipient = 收件方
env-sent-col-documents = 文件
env-sent-col-envelope-id = 信封编号

## 添加文件（DropZone）
env-drop-active = 松开即可将文件添加到此信封
env-drop-idle = 将文件或文件夹拖放到这里（文件夹会添加其中的文件）
env-add-files-title = 添加文件（Ctrl+O）
env-add-files = 添加文件…
env-add-failed = 文件未添加
env-files-added = { $count ->
    [0] 未添加任何文件。
   *[other] 已添加 { $count } 个文件。
}
env-files-not-added = { $count } 个未添加：
env-not-added-list = 未添加
env-dismiss = 关闭

## 上传进度
env-upload-section = 上传
env-upload-uploading = 正在上传
env-upload-cancelling = 正在取消上传…
env-upload-progress = 上传进度
env-upload-file-progress = 文件进度：{ $file }
env-upload-bytes = { $done } / { $total }（{ $percent }%）
env-upload-cancel = 取消上传

## 确认收件方（上传之前）
env-confirm-title = 确认收件方
env-confirm-text = 在您确认此信封的收件方之前，不会上传任何内容：从上传起，服务即持有这些文件。
env-upload = 上传
env-cancel = 取消

## 文件缩略图
env-thumbnail-alt = { $file } 的第 1 页

## 打开的草稿（DraftEditor）
env-editor-legend = 信封
env-documents-heading = 文件（{ $count }）
env-documents-list = 文件
env-removed = 已移除 { $file }。
env-undo = 撤销
env-save-failed = 未保存：{ $error }
env-save-now = 立即保存
env-saving = 正在保存…
env-saved-at = 已于 { $time } 保存
env-not-saved-yet = 尚未保存：您一作更改就会保存
env-note-signed-out = 您尚未登录：上传前请在“电子提单”界面登录。
env-note-read-only = 您的登录为只读：发送信封需要写入权限。
env-note-no-key = 尚无签名密钥：请在“密钥”界面添加一个，以签署信封。
env-upload-and-send = 上传并发送
env-upload-dropped = 您在上传后修改了信封，因此必须重新上传后才能签署。
env-preparing = 正在保存并检查信封…
env-upload-cancelled = 上传已取消。草稿保持原样。
env-retry = 重试
env-error-code = 错误代码：
env-uploaded-at = 已于 { $time } 上传
env-uploaded-text = 信封已在服务上。请审核将要签署的内容，然后签署并发送。
env-review-title = 审核并签署（Ctrl+Enter）
env-review = 审核并签署…
env-upload-title = 上传（Ctrl+Enter）
env-ready-with-size = { $documents }，{ $size }。上传会在服务上创建信封；只有在您签署后才会发送。
env-ready = { $documents }。上传会在服务上创建信封；只有在您签署后才会发送。
env-fix-problems = 请先修正字段旁显示的问题，再上传。

## 单份文件（DocumentRow）及其元数据（MetadataRows）
env-doc-unnamed = 未命名文件
env-doc-help = 第 { $position } 份，共 { $count } 份。Alt+上 或 Alt+下 移动它；Delete 移除它。
env-doc-move-up = 上移 { $file }
env-doc-move-up-title = 上移（Alt+↑）
env-doc-move-down = 下移 { $file }
env-doc-move-down-title = 下移（Alt+↓）
env-doc-remove = 移除 { $file }
env-doc-remove-title = 移除（Delete）
env-doc-type = 文件类型
env-doc-id = 文件编号
env-doc-file-name = 文件名
env-doc-metadata = 元数据
env-meta-key-head = 键
env-meta-value-head = 值
env-meta-key = 元数据键 { $row }
env-meta-value = 元数据值 { $row }
env-meta-remove = 移除元数据第 { $row } 行
env-meta-remove-named = 移除元数据第 { $row } 行（{ $key }）
env-meta-remove-title = 移除此行
env-meta-add = 添加元数据行
env-meta-add-suggested = 添加“{ $key }”

## 信封的电子提单（EblLinkSection、EblPicker）
env-linked-ebl-fallback = 已关联的电子提单
env-ebl-heading = 电子提单
env-ebl-looking = 正在查找信封的电子提单…
env-ebl-error = 无法读取信封的电子提单
env-ebl-linked-group = 已关联的电子提单
env-ebl-linked-to = 已关联到
env-ebl-bl-number = （提单 { $bl }）
env-ebl-held = 由贵公司持有。
env-ebl-not-held = 不由贵公司持有。
env-ebl-gone = 已关联的电子提单（{ $ebl }）已不在贵公司的电子提单列表中。请取消关联，或关联另一份。
env-demo-title = 写入与此电子提单相符的演示发票和装箱单，并添加到信封
env-demo-adding = 正在添加演示文件…
env-demo-add = 添加演示文件
env-demo-error = 演示文件未添加
env-ebl-change = 更换电子提单…
env-ebl-unlink = 取消关联
env-ebl-link-hint = 将信封关联到其文件所属的电子提单：发送前会据此核对文件。
env-ebl-proposal = 此信封的文件载有提单号
env-ebl-link-to = 关联到 { $reference }
env-ebl-saving-link = 正在保存关联…
env-ebl-link-error = 关联未保存
env-picker-label = 搜索要关联的电子提单
env-picker-placeholder = 参考号、提单号、船名、港口或当事方
env-picker-list = 电子提单
env-picker-bl = 提单 { $bl }
env-picker-error = 无法搜索电子提单：{ $error }
env-picker-searching = 正在搜索…
env-picker-no-match = 没有与“{ $query }”匹配的电子提单。
env-picker-empty = 您的列表中还没有电子提单：请打开“电子提单”界面加载。
env-picker-hits = { $count } 份电子提单：用方向键选择，按 Enter 关联。

## 信封发往何处（EnvelopeFields）
env-kind = 信封类型
env-kind-standard = 标准
env-kind-standard-hint = 发往公司的收件箱；每份文件都有编号。
env-kind-aci = 埃及 ACI
env-kind-aci-hint = 按 ACID 编号发往埃及海关。
env-recipient-known = 收件方：{ $name }
env-recipient-known-country = 收件方：{ $name }（{ $country }）
env-recipient-unknown = 未知收件方：此收件箱不属于已知公司或您的联系人。请与收件方核实。
env-recipient-known-label = 已知收件方
env-recipient-loading = 正在加载您认识的公司…
env-recipient-choose = 选择公司…
env-recipient-other = 其他收件箱（在下方输入其编号）
env-recipient-option = { $name } — 收件箱 …{ $end }
env-recipient-option-country = { $name }（{ $country }）— 收件箱 …{ $end }
env-recipient-inbox = 收件方收件箱编号
env-recipient-pick = 选择收件方…
env-pay-to-collect = 到付
env-picker-intro = 将信封发送给：
env-picker-submit = 使用此收件方
env-acid = ACID 编号
env-acid-count = 共 19 位；已输入 { $count } 位。
env-acting-for = 代表其他公司或收件箱
env-acting-for-set = 代表其他公司或收件箱（已设置）
env-acting-for-hint = 仅当需要告诉服务由哪家公司、或由您的哪个收件箱发送此信封时填写。
env-company-id = 公司编号
env-company-not-sent = 不发送（服务知道您的公司）
env-company-own = 您的公司 — { $id }
env-company-own-named = { $name } — { $id }
env-company-other = 其他公司 { $id }
env-sender-inbox = 发件收件箱编号
env-sender-not-sent = 不发送（贵公司的收件箱）
env-sender-own = 您的收件箱 — { $inbox }
env-sender-own-n = 您的收件箱 { $n } — { $inbox }
env-sender-other = 其他收件箱 { $inbox }

## 审核并签署（SendReviewDialog）
env-review-dialog = 审核并签署
env-review-intro = 信封已在服务上。请检查：在您点击“签署并发送”之前不会签署任何内容，您的密钥也始终留在这台电脑上。
env-review-kind = 类型
env-review-recipient = 收件方
env-yes = 是
env-no = 否
env-review-documents = 文件
env-review-checked-ebl = 与电子提单核对
env-review-checking = 正在将文件与电子提单核对…
env-review-differences = 不符点
env-review-checked-credit = 与信用证核对
env-review-differences-credit = 与信用证的不符点
env-review-registry = 信封登记处
env-review-registry-first = 首次使用：您的密钥此前从未为信封登记处签署过。本次发送将锁定服务指定的登记处；之后如换成其他登记处将被拒绝。
env-review-uploaded = 上传时间
env-review-signed-for = 信封 { $envelope } 要签署的内容
env-review-envelope-id = 信封编号
env-review-hash = 待签名哈希
env-review-signer = 签署人
env-review-signer-mismatch = 这不是您的密钥地址（{ $address }）；应用将拒绝签署。
env-review-error = 无法审核本次发送；不能签署任何内容
env-review-ack = 核对发现文件与电子提单 { $reference } 之间有 { $differences }。银行可能因此拒绝交单：请修正文件，或仍然发送。
env-review-ack-with-credit = 核对发现文件与电子提单 { $reference } 之间有 { $differences }，与信用证 { $credit } 有 { $creditDifferences }。银行可能因此拒绝交单：请修正文件，或仍然发送。
env-review-no-key = 这台电脑上还没有签名密钥。请在“密钥”界面添加一个，然后再回来。
env-review-sending = 正在签署并发送…
env-review-not-sent = 信封未发送；草稿已保留。
env-review-send = 签署并发送
env-close = 关闭

## 与电子提单核对（DocumentCheckSection）
env-check-title = 与电子提单核对
env-check-what = 从每份 PDF 的文本中读取提单号、集装箱、毛重和件数、船名和航次、港口及当事方，与电子提单核对。没有文本的页面（扫描件）不核对。
env-doc-not-read = { $document }：{ $note }
env-doc-not-read-default = 未核对
env-check-needs-ebl = 请先将信封关联到其电子提单（见上方），才能据此核对文件。
env-check-needs-documents = 请添加信封的文件：添加时即与 { $reference } 核对。
env-check-progress = 正在读取文件文本并与 { $reference } 核对…
env-check-error = 无法将文件与电子提单核对
env-check-error-go-on = 您可以继续编辑并发送信封。
env-check-between = （文件与 { $reference } 之间）· 核对于 { $time }
env-check-against = 对照 { $reference } · 核对于 { $time }
env-check-from-cache = 无法连接服务：电子提单的字段取自这台电脑上保存的副本。
env-check-pdf-not-read = 未读取电子提单本身的 PDF（{ $note }）：仅其载明的内容未作任何比对。
env-check-lines = 核对项
env-check-line-differences = { $title }：不符点
env-check-not-checked-list = 未核对的文件
env-check-again = 重新核对

## 信用证（CreditSection）
env-credit-title = 信用证
env-credit-what = 将发票的金额、币种、出具人和货物，港口，装运日期，所需单据以及交单期限，与信用证核对（机械性条款依照《跟单信用证统一惯例》UCP 600）。只能由人判断的内容会列出供审单员阅读，绝不视为相符。
env-credit-needs-ebl = 请先将信封关联到其电子提单（见上方）：信用证将与电子提单及信封的文件核对。
env-credit-none = 尚无信用证。请导入银行通知的 MT700（文件或其文本）：随后会将信封的文件和电子提单与之核对，并指出银行最迟须在哪一天收到它们。
env-credit-facts = 信用证
env-credit-number = 信用证号
env-credit-amendments = 已应用 { $count } 次修改
env-credit-amount = 金额
env-credit-amount-range = 发票总额可为 { $range }
env-credit-expiry = 有效期
env-credit-expiry-in = { $day }，在 { $place }
env-credit-latest-shipment = 最迟装运日
env-credit-not-stated = 未载明
env-credit-badge-late = 已逾期
env-credit-badge-soon = 临近
env-credit-badge-on-time = 来得及
env-credit-checks = 信用证核对项
env-credit-examiner = 供审单员阅读
env-credit-removing = 正在移除信用证…
env-credit-reading = 正在读取信用证并将文件与之核对…
env-credit-not-read = 信用证未读取
env-credit-not-changed = 无法更改信用证
env-credit-add-amendment = 添加修改（MT707）…
env-credit-remove = 移除信用证
env-credit-import = 导入信用证…
env-credit-paste = 粘贴信用证…
env-paste-title-amendment = 添加修改（MT707）
env-paste-title-credit = 粘贴信用证（MT700）
env-paste-label-amendment = MT707 的文本
env-paste-label-credit = MT700 的文本
env-paste-hint-amendment = 银行通知的信用证下一次修改：其 :tag:value 字段（外围的 SWIFT 报文块可以保留）。
env-paste-hint-credit = 银行通知的信用证：其 :tag:value 字段（外围的 SWIFT 报文块可以保留）。
env-paste-error-amendment = 修改未应用
env-paste-reading = 正在读取…
env-paste-apply = 应用修改
env-paste-import = 导入信用证
env-paste-from-file = 从文件…

## 作为示例显示的代码（各语言相同：是代码，不是文字）
env-doc-type-placeholder = INV
env-recipient-inbox-placeholder = xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx
env-thumbnail-pdf = PDF

## 未上传或未添加的原因（useUploads、useDraftSession）
env-upload-failed-save = 无法保存草稿，因此未上传。
env-upload-failed-validate = 无法检查信封，因此未上传。
env-upload-failed-recipient = 无法核实收件方，因此未上传任何内容。
env-upload-failed = 上传失败。草稿保持原样。
env-add-refused-uploading = 信封正在上传；请在上传完成后再添加文件。
env-add-refused-other = 期间打开了另一个信封；请重新拖放文件。
