# tdx 命令行：它打印给人看的每一句话（不含 --json 输出，也不含 clap 生成的 --help 文本）。
# 命令、选项名和环境变量（tdx login、--yes、TDX_PKCS11_PIN）保持原样：按终端中输入的样子书写。

## 通用词语

tdx-list-separator = {"、"}
tdx-yes = 是
tdx-no = 否
# 除 y 和 yes 之外，对 [y/N] 问题表示同意的回答，以空格分隔。
tdx-answer-yes-words = 是 是的
tdx-answer-unreadable = 无法读取您的回答：{ $error }
tdx-your-company = 贵公司
tdx-nothing-signed = 未签署任何内容。
tdx-nothing-sent = 未发送任何内容。
tdx-json-unshowable = 无法显示结果：{ $error }
tdx-could-not-start = tdx 无法启动：{ $error }
tdx-path-unusable = 无法使用路径 { $path }：{ $error }。

## 电子提单状态、角色、当事方类型、结果、操作

tdx-state-issued = 已签发
tdx-state-surrender-requested = 已申请交单
tdx-state-surrendered = 已交单
tdx-state-amendment-requested = 已申请为修改交单
tdx-state-surrendered-for-amendment = 已为修改交单
tdx-state-void = 已作废
tdx-role-issuer = 签发人
tdx-role-consignor = 托运人
tdx-role-consignee = 收货人
tdx-role-surrenderee = 交单接收方
tdx-role-copy = 副本
tdx-party-issuer = 签发人
tdx-party-consignor = 托运人
tdx-party-consignee = 收货人
tdx-party-surrenderee = 交单接收方
tdx-outcome-submitted = 已提交
tdx-outcome-refused = 已拒绝
tdx-outcome-failed = 失败
tdx-outcome-unknown = 未知
tdx-operation-transfer = 背书转让占有权
tdx-operation-surrender = 申请交单提货
tdx-operation-copy = 发送副本
tdx-operation-envelope = 发送信封
tdx-operation-key-registration = 登记密钥
tdx-action-surrender = 申请交单提货
tdx-action-transfer = 背书转让占有权
tdx-action-copy = 发送副本

## 错误说明之后：在命令行上该运行什么

tdx-hint-login = 在命令行上：tdx login
tdx-hint-no-key = 在命令行上：tdx keys generate，或 tdx keys import
tdx-hint-pin-needed = 在命令行上：设置 TDX_PKCS11_PIN，或在终端中运行 tdx
tdx-hint-approval-required = 在命令行上：tdx request transfer|surrender|copy REF... -o FILE 用于准备；另一个配置文件用 tdx approve FILE 批准

## tdx login、logout、whoami

tdx-login-timeout = { $seconds } 秒内没有人从服务的登录页面返回：监听已关闭，您未登录。请再次运行 `tdx login`（用 --wait SECONDS 延长等待），并在此之前于浏览器中完成登录。
tdx-login-browser-opens = 您的浏览器将打开服务的登录页面。如果没有打开，请打开此地址：
tdx-login-open-address = 请在本机的浏览器中打开此地址以登录：
tdx-login-waiting = 正在等待登录完成（按 Ctrl+C 放弃）...
tdx-login-tunnel = 本机没有浏览器？请在有浏览器的电脑上先建立到本机环回端口的隧道：`{ $command }`，然后在那里打开该地址。
tdx-signed-in = 已登录
tdx-signed-in-as = { $profile }，身份为 { $company }。
# 公司名称本身已以句点结尾。
tdx-signed-in-as-stop = { $profile }，身份为 { $company }
tdx-signed-in-as-your-company = { $profile }，身份为贵公司。
tdx-signed-in-application = { $profile }，以应用程序本身的身份（客户端凭据），代表 { $company }。
tdx-signed-in-application-your-company = { $profile }，以应用程序本身的身份（客户端凭据），代表贵公司。
tdx-signed-out = 已退出 { $profile }。
tdx-not-signed-in = 您尚未登录 { $profile }：请用 `tdx login` 登录。
tdx-whoami-label-profile = 配置文件
tdx-whoami-label-company = 公司
tdx-whoami-label-inbox = 收件箱
tdx-whoami-label-scopes = 权限范围
tdx-whoami-label-key = 密钥
tdx-whoami-profile = { $profile }（{ $address }）
tdx-whoami-no-key = 尚无

## tdx ebls、tdx ebl show、tdx ebl pdf

tdx-ebls-offline-fetched-at = 无法连接服务：这是 { $at } 获取的列表。
tdx-ebls-offline-fetched-before = 无法连接服务：这是之前获取的列表。
tdx-ebls-none = 没有电子提单。
tdx-ebls-col-reference = 编号
tdx-ebls-col-state = 状态
tdx-ebls-col-holder = 持有人
tdx-ebls-col-roles = 角色
tdx-ebl-pdf-saved = 已将 PDF（{ $bytes } 字节）保存到 { $path }。
tdx-ebl-label-id = ID
tdx-ebl-label-possession = 占有
tdx-ebl-label-title = 物权
tdx-ebl-label-roles = 您的角色
tdx-ebl-label-copy-of = 副本来源
tdx-ebl-label-route = 航线
tdx-ebl-label-vessel = 船舶
tdx-ebl-vessel-voyage = { $vessel }，航次 { $voyage }
tdx-ebl-parties = 当事方
tdx-ebl-party-ours = { $name }（贵公司）
tdx-ebl-party-unknown = 未知公司
tdx-ebl-party-unknown-ours = 未知公司（贵公司）
tdx-ebl-party-inbox = 收件箱 { $inbox }
tdx-ebl-actions = 操作
tdx-ebl-action-offered = { $action }：
tdx-ebl-action-not-offered = { $action }：不可用
tdx-ebl-timeline = 时间线
tdx-ebl-timeline-service-says = [服务通知]

## tdx surrender、transfer、copy：审阅与确认

tdx-action-no-terminal = 没有可用于询问确认的终端：未签署任何内容。请在终端中审阅该操作，或添加 --yes 以不经询问直接签署并提交。
tdx-action-signed-submitted = 已签署并提交
tdx-action-sent = 已发送
tdx-action-done-state = ：{ $reference } 现为{ $state }，由 { $holder } 持有。
tdx-action-done-stop = 。
tdx-review-what-happens = 将会发生：
tdx-review-recipient-unknown = 收件方的收件箱不在您已知的公司和联系人之中：请核实。
tdx-review-check-before = 签署前请核实：
tdx-review-surrenderee = 交单接收方
tdx-review-to = 发给
tdx-review-signed-call = 您的密钥签署的调用：
tdx-review-copy-unsigned = 不签署任何内容：副本通过您的会话发送。
tdx-call-function = 函数
tdx-call-ebl = 电子提单
tdx-call-title = 物权
tdx-call-to-inbox = 收件箱
tdx-call-registry = 注册表
tdx-call-registry-first-use = （此密钥首次使用：签署即固定该注册表，以后使用其他注册表将被拒绝）
tdx-call-signer = 签署人
tdx-call-nonce = 随机数
tdx-call-hash = 哈希
tdx-confirm-sign-submit = 签署并提交？[y/N]{" "}
tdx-confirm-send-copy = 发送副本？[y/N]{" "}

## 收件方核验

tdx-receiver-name = { $label }：{ $name }
tdx-receiver-unknown = { $label }：您不认识的公司
tdx-receiver-label-inbox = 收件箱
tdx-receiver-label-known-as = 已知名称
tdx-receiver-near-miss = 相近项：
tdx-receiver-earlier = 此前已成功：
tdx-receiver-first-action = 您从未与此收件箱打过交道：没有已核实的联系人，也没有任何发往它的操作成功过。
tdx-receiver-type-prompt = 请输入 { $name } 以确认收件方：{" "}
tdx-receiver-name-needed = 未签署或发送任何内容：请用 --recipient-name { $quoted } 确认收件方（首次向从未打过交道的收件箱操作、首次向其背书转让，或收件箱与已知收件箱相近）。

## tdx activity、tdx evidence

tdx-activity-csv-written = 已将 { $count } 条记录写入 { $path }。
tdx-activity-none = 没有活动记录。
tdx-activity-col-time = 时间
tdx-activity-col-operation = 操作
tdx-activity-col-outcome = 结果
tdx-activity-col-ebl = 电子提单
tdx-activity-col-counterparty = 对方
tdx-activity-prepared-approved = 经办人 { $maker } · 批准人 { $approver }
tdx-activity-service-words = （引号内为服务的原话）
tdx-activity-notification = 通知
tdx-activity-received = 已收到
tdx-activity-matched = { $total } 条记录中有 { $matched } 条匹配。
tdx-evidence-written = 已将证据包（{ $entries } 条日志记录，{ $bytes } 字节）写入 { $path }。请用 `{ $command }` 核验（ADDRESS：贵公司在服务中登记的密钥）。

## tdx profiles

tdx-profiles-only-sandbox = 目前只有内置沙盒：请用 `tdx profiles add`（或在应用的“设置”中）添加服务配置文件。
tdx-profiles-sandbox-address = 内置，使用时启动
tdx-profiles-second-person-mark = [背书转让和交单需第二人批准]
tdx-profiles-now-using = 正在使用 { $name }（{ $address }）。
tdx-profiles-now-using-signed-out = 正在使用 { $name }（{ $address }）：请用 `tdx login` 登录。
tdx-profiles-secret-prompt = OAuth 客户端密钥（不显示）：{" "}
tdx-profiles-added-word = 已添加
tdx-profiles-added = 配置文件 { $name }（{ $address }，ID { $id }）。请用 `{ $command }` 或 `--profile` 使用它，并用 `tdx login` 登录。
tdx-profiles-added-with-secret = 配置文件 { $name }（{ $address }，ID { $id }）；其客户端密钥已存入密钥环。请用 `{ $command }` 或 `--profile` 使用它，并用 `tdx login` 登录。
tdx-profiles-gone = 该配置文件已不存在。
tdx-profile-label-service = 服务
tdx-profile-label-client = 客户端
tdx-profile-label-company = 公司
tdx-profile-label-inboxes = 收件箱
tdx-profile-label-second-person = 第二人
tdx-profile-label-requests-folder = 请求文件夹
tdx-profile-builtin-sandbox = 内置沙盒
tdx-profile-client-with-secret = { $client }（其密钥在密钥环中）
tdx-profile-second-person-not-needed = 不需要
tdx-profile-second-person-needed = 背书转让和交单需要（tdx request；由另一个配置文件批准）
tdx-profile-second-person-needed-copies = 背书转让、交单和副本需要（tdx request；由另一个配置文件批准）
tdx-profile-no-requests-folder = 无
tdx-profiles-folder-unusable = 无法使用文件夹 { $folder }：{ $error }。
tdx-profiles-second-person-on = { $name } 上的背书转让和交单现在需要第二人：用 `tdx request …` 准备；由另一个配置文件用 `tdx approve FILE` 批准。
tdx-profiles-second-person-on-copies = { $name } 上的背书转让和交单现在需要第二人，副本也是：用 `tdx request …` 准备；由另一个配置文件用 `tdx approve FILE` 批准。
tdx-profiles-second-person-off = { $name } 上的背书转让和交单不需要第二人。
tdx-profiles-requests-offered-in = 请求也会放在 { $folder } 中。
tdx-profiles-sandbox-unchangeable = 内置沙盒配置文件不能更改。
tdx-profiles-saved-word = 已保存
tdx-profiles-saved = 配置文件 { $name }。
tdx-profiles-moved = 它现在指向 { $address }（客户端 { $client }）：旧地址的会话和客户端密钥已删除；如果服务需要，请用 --client-secret-stdin 提供新密钥。请用 `{ $command }` 重新登录。
tdx-profiles-moved-with-secret = 它现在指向 { $address }（客户端 { $client }）：旧地址的会话和客户端密钥已删除；现在提供的密钥已存入密钥环。请用 `{ $command }` 重新登录。
tdx-profiles-remove-key-unconfirmed = 未删除任何内容：该配置文件的签名密钥 { $key } 会随之删除；请用 --delete-key { $key } 确认。
tdx-profiles-remove-no-terminal = 没有可用于询问确认的终端：未删除任何内容。请添加 --yes（如有密钥随之删除，再加 --delete-key ADDRESS）。
tdx-profiles-remove-confirm = 删除 { $name }？[y/N]{" "}
tdx-nothing-deleted = 未删除任何内容。
tdx-profiles-deleted-word = 已删除
tdx-profiles-deleted = 配置文件 { $name }；其日志（{ $entries } 条记录）保留。
tdx-profiles-remove-what-goes-key = 删除 { $name } 将移除其签名密钥 { $key }（从密钥环中永久删除）、其会话和客户端密钥、{ $drafts } 份草稿和 { $contacts } 个联系人。其日志（{ $entries } 条记录）作为已删除配置文件的日志保留。
tdx-profiles-remove-what-goes = 删除 { $name } 不会移除签名密钥，将移除其会话和客户端密钥、{ $drafts } 份草稿和 { $contacts } 个联系人。其日志（{ $entries } 条记录）作为已删除配置文件的日志保留。

## tdx keys

tdx-keys-token-pin-prompt = 令牌 { $token } 的 PIN 码（不显示）：{" "}
tdx-keys-key-pin-prompt = 密钥 { $key } 所在令牌 { $token } 的 PIN 码（不显示）：{" "}
tdx-keys-pin-unreadable = 无法读取 PIN 码：{ $error }
tdx-keys-generated-word = 已生成
tdx-keys-imported-word = 已导入
tdx-keys-private-key-prompt = 私钥（十六进制，不显示）：{" "}
tdx-keys-now-word = 此配置文件现在
tdx-keys-now-module = 使用 { $address } 签署（{ $module }：令牌 { $token } 上的密钥 { $key }）。如果服务尚不认识它，请用 `tdx keys register` 登记。
tdx-keys-keyring-again = 重新使用密钥环中的密钥 { $address } 签署。
tdx-keys-keyring-again-none = 重新使用密钥环中的密钥签署；但目前还没有密钥（tdx keys generate）。
tdx-keys-no-such-token = 安全模块 { $module } 中没有标签为 { $named } 的令牌；现有：{ $tokens }。
tdx-keys-tokens-same-label = 有多个令牌的标签为 { $named }：请用其序列号指明（{ $serials }）。
tdx-keys-no-such-key = 该令牌上没有标签为 { $named } 的密钥；现有：{ $keys }。
tdx-keys-keys-same-label = 有多个密钥的标签为 { $named }：请用其 ID 指明（{ $ids }）。
tdx-keys-listed-none = 无
tdx-keys-token-line = 序列号 { $serial }  （{ $manufacturer }）
tdx-keys-slot-empty = （其中没有令牌）
tdx-keys-none-on-token = 此令牌上没有密钥（tdx keys pkcs11-generate 可创建一个）。
tdx-keys-key-id = ID { $id }
tdx-keys-not-usable = 不可用：
tdx-keys-cannot-sign = 它无法为该服务签署。
tdx-keys-kept = 密钥 { $address }（保存在密钥环中）。请用 `tdx keys register` 登记。
tdx-keys-register-it = 请用 `tdx keys register` 登记。
tdx-keys-keystore-password-prompt = { $path } 的密码（不显示）：{" "}
tdx-stdin-unreadable = 无法读取标准输入：{ $error }
tdx-stdin-empty = 未从标准输入读到任何内容：请在那里提供密钥，例如 `{ $example }`。

## tdx request、tdx approve：一项物权，两人经手

tdx-request-prepared = 已准备：
tdx-request-signed = 请求 { $id }，已用您的密钥签名。
tdx-request-unsigned = 请求 { $id }，未签名（此配置文件没有密钥）：批准人看到的是未签名的请求。
tdx-request-written = 已写入 { $path }
tdx-request-offered-at = 已放入请求文件夹：{ $path }
tdx-request-nothing-on-ledger = 账本上未签署任何内容：由第二人用 `tdx approve FILE` 批准。
tdx-requests-none-in = { $folder } 中没有待批准的请求。
tdx-requests-none-no-folder = 没有待批准的请求：此配置文件没有请求文件夹（tdx profiles edit NAME --requests-folder DIR）。
tdx-requests-col-request = 请求
tdx-requests-col-made = 创建时间 (UTC)
tdx-requests-col-operation = 操作
tdx-requests-col-ebls = 提单数
tdx-requests-col-prepared-by = 经办人
tdx-requests-col-file = 文件
tdx-requests-approved = （已批准）
tdx-requests-expired = （已过期）
tdx-approve-no-terminal = 没有可用于询问确认的终端：未签署任何内容。请在终端中审阅该请求，或添加 --yes，在一切相符时批准、签署并提交。
tdx-approve-name-request = 请指明请求：FILE，或 --offered ID。
tdx-approve-cannot = 此请求无法批准：有电子提单与请求不符，或您的密钥将签署其他内容（差异见上）。未签署任何内容。
tdx-approve-confirm = 批准、签署并提交？[y/N]{" "}
tdx-approve-result-submitted = 已签署并提交
tdx-approve-refused = { $total } 项中已提交 { $submitted } 项；{ $refused } 项被签署守护拒绝（这些项未签署任何内容）。
tdx-approve-refused-failed = { $total } 项中已提交 { $submitted } 项；{ $refused } 项被签署守护拒绝（这些项未签署任何内容），{ $failed } 项失败。
tdx-approve-partly = { $total } 项中已提交 { $submitted } 项；其余未能完成。
tdx-approve-done = 已批准请求 { $id }：完成 { $total } 项。
tdx-approve-stdin-unreadable = 无法读取标准输入：{ $error }
tdx-approve-prepared-verified = 经办人 { $who }（配置文件 { $profile }；签名已验证，密钥 { $key }）
tdx-approve-prepared-unsigned = 经办人 { $who }（配置文件 { $profile }；未签名：经办人的配置文件没有密钥）
tdx-approve-prepared-invalid = 经办人 { $who }（配置文件 { $profile }；{ $signature }）
tdx-approve-signature-invalid = 签名验证未通过
tdx-approve-title = 签署请求 { $id } — { $operation }
tdx-approve-made-at = 创建于
tdx-approve-expires-at = 过期于
tdx-approve-note = 备注
tdx-approve-note-quoted = “{ $note }”
tdx-approve-agree = 三者一致
tdx-approve-differs = 不一致
tdx-approve-cannot-be = 无法批准：
tdx-approve-nothing-signed-cell = （不签署任何内容）
tdx-approve-field-operation = 操作
tdx-approve-field-state = 状态
tdx-approve-field-holder = 持有人
tdx-approve-field-title = 物权
tdx-approve-field-to = 发给
tdx-approve-col-asked = 请求内容
tdx-approve-col-now = 当前
tdx-approve-col-signs = 将签署
tdx-approve-operation-transfer = 背书转让占有权
tdx-approve-operation-surrender = 申请交单提货
tdx-approve-operation-copy = 只读副本

## tdx bulk：多份电子提单，一次审阅

tdx-bulk-no-terminal = 没有可用于询问确认的终端：未签署任何内容。请在终端中审阅这批操作，或添加 --yes 以不经询问直接签署并提交。
tdx-bulk-file-unreadable = 无法读取 { $path }：{ $error }。
tdx-bulk-no-references = 未提供电子提单编号：请在 CSV 文件中列出（--csv FILE，`reference` 列或第一列），或在标准输入中每行一个。
tdx-bulk-unknown-reference = 未知编号：
tdx-bulk-formula = 它看起来像电子表格公式，而不是电子提单编号（未查询）
tdx-bulk-confirm-sign = 全部签署并提交？[y/N]{" "}
tdx-bulk-confirm-copies = 发送所有副本？[y/N]{" "}
tdx-bulk-none-actionable = 这些电子提单都无法操作：未签署任何内容（{ $tally }）。
tdx-bulk-no-interrupt-watch = tdx 无法监听 Ctrl+C：{ $error }
tdx-bulk-progress = 已签署并提交 { $settled }/{ $total }...
tdx-bulk-cancelled = 已取消：正在处理的电子提单会完成，不再签署其他提单。
tdx-bulk-none-open = 没有等待继续的批量操作。
tdx-bulk-open-line = { $tally }；{ $retryable } 项待继续。用 `{ $command }` 继续。
tdx-bulk-no-such-batch = 没有 ID 为 { $id } 的未完成批量操作：`tdx bulk resume` 会列出它们。
tdx-bulk-ambiguous-batch = 有 { $n } 个未完成的批量操作以 { $id } 开头：请给出更长的 ID。
tdx-bulk-csv-unreadable = { $path } 不是 tdx 能读取的 CSV 文件：{ $error }。
tdx-bulk-title-transfer = 背书转让 { $n } 份电子提单的占有权
tdx-bulk-title-transfer-named = 将 { $n } 份电子提单的占有权背书转让给 { $name }（收件箱 { $inbox }）
tdx-bulk-title-transfer-inbox = 将 { $n } 份电子提单的占有权背书转让给收件箱 { $inbox }
tdx-bulk-title-surrender = 为 { $n } 份电子提单申请交单提货
tdx-bulk-title-surrender-named = 为 { $n } 份电子提单向 { $name }（收件箱 { $inbox }）申请交单提货
tdx-bulk-title-surrender-inbox = 为 { $n } 份电子提单向收件箱 { $inbox } 申请交单提货
tdx-bulk-title-copy = 发送 { $n } 份电子提单的副本
tdx-bulk-title-copy-named = 将 { $n } 份电子提单的副本发送给 { $name }（收件箱 { $inbox }）
tdx-bulk-title-copy-inbox = 将 { $n } 份电子提单的副本发送给收件箱 { $inbox }
tdx-bulk-count-reviewed = 已审阅 { $n } 份
tdx-bulk-count-left-out = 未纳入 { $n } 份
tdx-bulk-count-submitting = 正在提交 { $n } 份
tdx-bulk-count-done = 已完成 { $n } 份
tdx-bulk-count-refused = 已拒绝 { $n } 份
tdx-bulk-count-failed = 失败 { $n } 份
tdx-bulk-count-unknown = 回复丢失 { $n } 份
tdx-bulk-count-not-sent = 未发送 { $n } 份
tdx-bulk-state-reviewed = 已审阅
tdx-bulk-state-left-out = 未纳入
tdx-bulk-state-submitting = 正在提交
tdx-bulk-state-done = 已完成
tdx-bulk-state-refused = 已拒绝
tdx-bulk-state-failed = 失败
tdx-bulk-state-unknown = 回复丢失
tdx-bulk-state-not-sent = 未发送
tdx-bulk-registry-first-use = 此密钥首次使用电子提单注册表：签署即固定该注册表，以后使用其他注册表将被拒绝。
tdx-bulk-some-ready = { $total } 份电子提单中有 { $ready } 份已就绪；其余按所示保留。
tdx-bulk-each-checked = 每个调用都已解码并与您的选择核对；您的密钥签署上面的每一行。
tdx-bulk-copies-unsigned = 不签署任何内容：副本通过您的会话发送。
tdx-bulk-summary = { $tally }。
tdx-bulk-not-every = 并非所有电子提单都已完成：{ $tally }。
tdx-bulk-guard-refused = 对于标记为已拒绝的电子提单，签署守护拒绝了服务要求签署的内容：这些提单未签署任何内容。
tdx-bulk-resume-hint = 请用 `{ $command }` 继续处理。

## tdx envelope send

tdx-envelope-values-per-file = { $files } 个文件却给了 { $n } 个 { $option } 值：请按顺序为每个文件给一个值，或给一个值用于全部文件。
tdx-envelope-cannot-send-file = 无法发送 { $path }：
tdx-envelope-same-file-twice = 同一文件被指定了两次：一个信封中每份单据只能出现一次。
tdx-envelope-name-recipient = 请用 --to 或 --aci 指定收件方。
tdx-envelope-no-terminal = 没有可用于询问确认的终端：未上传或签署任何内容。请在终端中审阅该信封，或添加 --yes 以不经询问直接签署并发送。
tdx-envelope-declined = 未上传或签署任何内容。草稿已保留：应用的“信封”界面会显示它。
tdx-envelope-uploading = 正在上传
tdx-envelope-uploading-aci = { $n } 份单据（{ $size }）至埃及海关（ACID { $acid }）。
tdx-envelope-uploading-inbox = { $n } 份单据（{ $size }）至收件箱 { $inbox }。
tdx-envelope-uploading-named = { $n } 份单据（{ $size }）至 { $name }（收件箱 { $inbox }）。
tdx-envelope-upload-progress = 已上传 { $sent } / { $total }（{ $percent }%）
tdx-envelope-draft-kept = 草稿已保留：应用的“信封”界面会显示它，可从那里再次发送。
tdx-envelope-signed-sent = 已签署并发送
tdx-envelope-sent = ：信封 { $envelope } 已发给 { $recipient }。
tdx-envelope-review-title = 签署并发送一个含 { $n } 份单据的信封给 { $recipient }。
tdx-envelope-review-documents = 单据（每个文件当前的 SHA-256）：
tdx-envelope-registry-pinned = { $registry }（已为此密钥固定）
tdx-envelope-registry-first-use = 此密钥首次使用：发送即固定服务指定的信封注册表，以后使用其他注册表将被拒绝
tdx-envelope-issues = 信封无法发送：未上传任何内容。
tdx-envelope-document-index = 单据 { $index }

## tdx webhook serve

tdx-webhook-name-header = 请指明规则发送其密钥所用的请求头（--header NAME）。
tdx-webhook-address-unknown = 监听地址未知：{ $error }
tdx-webhook-listening = tdx webhook 正在 { $address } 上为 { $profile } 监听（按 Ctrl+C 停止）
tdx-webhook-stopped = tdx webhook 已停止。
tdx-webhook-secret-prompt = 密钥请求头的值（不显示）：{" "}
tdx-webhook-no-secret = 未提供密钥：请设置 { $variable }，或在标准输入中提供该值。

## tdx envelope check

tdx-check-not-a-date = --on { $day } 不是日期（YYYY-MM-DD）。
tdx-check-cannot-check-file = 无法检查 { $path }：
tdx-check-cannot-read-file = 无法读取 { $path }：
tdx-check-differ = 单据存在差异：与电子提单不符 { $ebl } 处。
tdx-check-differ-credit = 单据存在差异：与电子提单不符 { $ebl } 处，与信用证 { $number } 不符 { $credit } 处。
tdx-check-no-such-ebl = 您的列表中没有 ID 或编号为 { $named } 的电子提单：`tdx ebls` 会列出它们。
# 四个标记按其中最长者补齐空格。
tdx-check-matches = 相符
tdx-check-differs = 不符
tdx-check-not-found = 未找到
tdx-check-not-checked = 未检查
tdx-check-document-page = { $document } 第 { $page } 页
tdx-check-finding = { $at }：写的是 { $found }，应为 { $expected }
tdx-check-against-ebl = 已对照电子提单 { $reference } 检查
tdx-check-against-credit = 已对照信用证 { $number } 检查
tdx-check-no-tolerance = 无溢短装
tdx-check-credit-line = { $amount }（{ $tolerance }），{ $expiry } 在 { $place } 到期
tdx-check-credit-line-latest = { $amount }（{ $tolerance }），{ $expiry } 在 { $place } 到期，最迟装运日 { $latest }
tdx-check-for-examiner = 供审单员阅读
tdx-check-days-late = 已逾期 { $n } 天
tdx-check-days-left = 剩余 { $n } 天
tdx-check-present-by = 交单截止 { $date }（{ $days }）：

## tdx credit show（MT700 的字段标签保持 SWIFT 的写法）

tdx-credit-unreadable = 无法将 { $path } 作为文本读取：{ $error }。
tdx-credit-refused = { $path }：已拒绝（{ $code }）：{ $error }
tdx-credit-title = 跟单信用证 { $number }
tdx-credit-message = 报文
tdx-credit-form = 形式 (40A)
tdx-credit-issued = 开证日期 (31C)
tdx-credit-rules = 适用规则 (40E)
tdx-credit-expires = 到期 (31D)
tdx-credit-applicant = 开证申请人 (50)
tdx-credit-beneficiary = 受益人 (59)
tdx-credit-amount = 金额 (32B)
tdx-credit-tolerance = 溢短装 (39A)
tdx-credit-available = 兑用方式 (41a)
tdx-credit-allowed = 允许
tdx-credit-not-allowed = 不允许
tdx-credit-conditional = 有条件
tdx-credit-partial-shipments = 分批装运 (43P)
tdx-credit-transhipment = 转运 (43T)
tdx-credit-place-of-receipt = 收货地 (44A)
tdx-credit-port-of-loading = 装货港 (44E)
tdx-credit-port-of-discharge = 卸货港 (44F)
tdx-credit-final-destination = 最终目的地 (44B)
tdx-credit-latest-shipment = 最迟装运日 (44C)
tdx-credit-shipment-period = 装运期 (44D)
tdx-credit-goods = 货物 (45A)
tdx-credit-documents = 单据 (46A)
tdx-credit-conditions = 附加条件 (47A)
tdx-credit-presentation = 交单期 (48)
tdx-credit-presentation-default = 装运后 21 天（UCP 600 第 14c 条：无 48 字段）
tdx-credit-field = 字段 { $tag }
tdx-credit-amended = 已修改
tdx-credit-amendment-applied = 已应用第 { $n } 号修改

## tdx generate-docs（用于打包）

tdx-docs-folder-failed = 无法在 { $folder } 中写入文件夹：{ $error }
tdx-docs-man-failed = 无法在 { $folder } 中写入手册页：{ $error }
tdx-docs-completion-failed = 无法在 { $folder } 中写入补全文件：{ $error }
tdx-docs-written = 已将 { $n } 个文件写入 { $folder }。
