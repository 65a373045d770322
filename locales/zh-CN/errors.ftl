# 错误提示语，窗口和 tdx 显示的就是这些句子（crates/desk/src/error.rs 中的 Error::user_message）。
# 每个错误代码一条消息；{ } 中的内容是数据（路径、服务给出的原因、当事方名称），原样保留。

## 连接用词

err-full-stop = 。
err-sentence-gap = { "" }

## action.*

err-action-already-submitted = 此操作已经提交过；没有再次发送。
err-action-recipient-not-confirmed = 未签署也未发送任何内容：请按审阅页显示的样子输入 { $wanted } 以确认收件方（首次向此收件箱背书转让、首次对从未往来的收件箱执行操作，或收件箱与已知收件箱相近）。
err-action-recipient-not-confirmed-unnamed = 未签署也未发送任何内容：请按审阅页显示的样子输入收件方名称以确认收件方（首次向此收件箱背书转让、首次对从未往来的收件箱执行操作，或收件箱与已知收件箱相近）。
err-action-review-expired = 此审阅已超过 { $minutes } 分钟，因此未签署任何内容。请重新开始此操作，查看服务现在要求您签署的内容。
err-action-review-expired-unnamed = 此审阅已超过几分钟，因此未签署任何内容。请重新开始此操作，查看服务现在要求您签署的内容。
err-action-unknown-review = 此审阅已失效。请重新开始此操作。

## app.*

err-app-internal = eBL Desk 内部出错。
err-app-no-log-folder = 此应用没有日志文件夹。
err-app-open-failed = 系统无法打开它。
err-app-open-failed-detail = 系统无法打开它：{ $detail }
err-app-state = eBL Desk 内部出错。请重启应用后重试。

## approval.*

err-approval-already-approved = 此签署请求已被批准；没有再次签署任何内容。
err-approval-changed-lead = 未签署任何内容：该请求已不再是经办人提出时的样子。
err-approval-changed = 未签署任何内容：该请求已不再是经办人提出时的样子。请重新打开它查看有何不同。
err-approval-expired-at = 此签署请求已于 { $at } 过期，因此未签署任何内容。请索取新的签署请求。
err-approval-expired = 此签署请求已过期，因此未签署任何内容。
err-approval-maker-signature = 经办人的签名与此请求不符：请求在制作后被改动过，或者并非由其所署名的密钥制作。未签署任何内容。
err-approval-not-a-request-too-large = 这不是 eBL Desk 能打开的签署请求：文件过大。
err-approval-not-a-request-version = 这不是 eBL Desk 能打开的签署请求：其版本为 { $version }，此应用无法读取。
err-approval-not-a-request-invalid = 这不是 eBL Desk 能打开的签署请求：{ $why }。
err-approval-not-a-request = 这不是 eBL Desk 能打开的签署请求：它不是签署请求的格式。
err-approval-other-service-named = 此签署请求是为另一个服务（{ $service }）制作的；请在该服务的配置文件中打开它。未签署任何内容。
err-approval-other-service = 此签署请求是为另一个服务制作的。未签署任何内容。
err-approval-required = 此配置文件要求此操作由第二人复核：请改为申请批准。未签署任何内容。
err-approval-same-profile = 签署请求不能由制作它的配置文件或人员批准：必须由另一人批准。未签署任何内容。

## auth.*

err-auth-bad-callback = 浏览器返回时没有可用的应答。您尚未登录；请重试。
err-auth-browser = 无法打开浏览器。请重新打开登录页面，或检查您的默认浏览器。
err-auth-denied = 浏览器中的访问被拒绝，因此您尚未登录。
err-auth-expired = 您的会话已过期。请重新登录。
err-auth-forbidden = 您的登录不允许此操作。只读登录不能签署或发送任何内容。
err-auth-invalid-client = 服务不接受此应用的客户端标识或客户端密钥。请在“设置”中检查配置文件。
err-auth-listener = 无法开始登录：eBL Desk 无法监听浏览器的应答。
err-auth-listener-detail = 无法开始登录：eBL Desk 无法监听浏览器的应答：{ $detail }
err-auth-login-timeout = 登录耗时过长，已被停止。请重试。
err-auth-oauth-reason = 登录服务拒绝了请求（{ $reason }），因此您尚未登录。
err-auth-oauth = 登录服务拒绝了请求，因此您尚未登录。
err-auth-state-mismatch = 浏览器应答的是另一次登录尝试，而不是这一次。您尚未登录；请重试。
err-auth-store = 系统密钥环无法保存您的会话。请解锁后重新登录。

## cancelled, client.*, decode

err-cancelled = 已取消。
err-client-origin-mismatch-to = eBL Desk 没有向 { $to } 发送请求：它不在此配置文件的服务地址范围内，因此未发送任何内容，也没有任何登录令牌离开本应用。请检查配置文件中的“我是谁”路径和信封发送路径。
err-client-origin-mismatch = eBL Desk 没有发送一个会离开此配置文件服务地址的请求，因此未发送任何内容，也没有任何登录令牌离开本应用。请检查配置文件中的“我是谁”路径和信封发送路径。
err-decode = 服务发来的应答此版本无法理解。

## credit.*

err-credit-unreadable = 信用证未导入：无法读取该报文。
err-credit-malformed = 信用证未导入（这不是 SWIFT 报文）：第 { $line } 行：{ $reason }。
err-credit-bad-field = 信用证未导入（某个字段格式不符）：第 { $line } 行：字段 { $tag }：{ $reason }。
err-credit-missing-field = 信用证未导入（缺少审核所需的字段）：第 { $line } 行：缺少字段 { $tag }（{ $what }）。
err-credit-wrong-type = 信用证未导入（这是另一类报文）：第 { $line } 行：{ $reason }。
err-credit-amendment = 信用证未导入（该修改不适用于此信用证）：第 { $line } 行：{ $reason }。
err-credit-none-to-amend = 这是一份信用证修改（MT707），而此草稿中没有可修改的信用证：请先导入信用证（MT700），再按顺序导入其修改。
err-credit-field-number = 跟单信用证号码
err-credit-field-expiry = 到期日及到期地点
err-credit-field-amount = 币种代码、金额
err-credit-field-applicant = 开证申请人
err-credit-field-beneficiary = 受益人

## ebl.*

err-ebl-party-changed-named = 未签署任何内容：服务现在将 { $after } 列为 { $reference } 的{ $part }；eBL Desk 首次看到此电子提单时列的是 { $before }。如果您确认该变更属实，请在该电子提单的页面上接受它，然后重试。
err-ebl-party-changed = 未签署任何内容：服务现在为此电子提单列出的当事方与 eBL Desk 首次看到它时不同。
err-part-surrenderee = 交单接收方
err-part-title-id = 物权编号
err-ebl-change-not-as-shown-named = 未接受任何内容：服务现在为 { $reference } 列出的当事方与您看到的拒绝信息所显示的不同。请重新审阅此操作，并只接受其拒绝信息所显示的内容。
err-ebl-change-not-as-shown = 未接受任何内容：服务现在列出的当事方与您看到的拒绝信息所显示的不同。
err-ebl-title-reused-named = 未签署任何内容：服务给 { $reference } 的物权编号属于另一份电子提单 { $other }。一个物权只属于一份提单；在服务作出解释之前，请不要为其中任何一份签署。
err-ebl-title-reused = 未签署任何内容：服务给此电子提单的物权编号属于另一份电子提单。

## envelope.*

err-envelope-check-needed = 未签署任何内容：此信封关联了一份电子提单，但其单据尚未与之核对。请从“信封”页面发送，或解除关联。
err-envelope-demo-sandbox-only = 演示用的发票和装箱单只存在于内置沙盒配置文件中；在正式服务上，请添加您自己的单据。
err-envelope-differences-changed = 未签署任何内容：单据与电子提单的核对结果在您确认后已发生变化（{ $count ->
       *[other] { $count } 处不符
    }）。请重新查看，并确认它现在显示的内容。
err-envelope-differences-changed-with-credit = 未签署任何内容：单据与电子提单及信用证的核对结果在您确认后已发生变化（{ $count ->
       *[other] { $count } 处不符
    }）。请重新查看，并确认它现在显示的内容。
err-envelope-differences-unacknowledged = 未签署任何内容：核对发现单据与电子提单之间有 { $count ->
       *[other] { $count } 处不符
    }。请查看这些不符点，确认后即可照常发送信封。
err-envelope-differences-unacknowledged-with-credit = 未签署任何内容：核对发现单据与电子提单之间有 { $count ->
       *[other] { $count } 处不符
    }，与信用证之间有 { $creditCount ->
       *[other] { $creditCount } 处不符
    }。请查看这些不符点，确认后即可照常发送信封。
err-envelope-differences = 未签署任何内容：单据与电子提单不符。请查看这些不符点，确认后即可照常发送信封。
err-envelope-ebl-unknown = 您的公司在此看不到这样的电子提单。请刷新电子提单列表，然后重新选择。
err-envelope-no-ebl = 请先将信封关联到一份电子提单：其单据要与该电子提单核对。

## file.*, http.*, input.*, journal.*

err-file-io = 无法读取或写入文件。
err-file-io-detail = 无法读取或写入文件：{ $detail }
err-http-client = 服务拒绝了该请求。
err-http-client-reason = 服务拒绝了该请求。{ $reason }
err-http-conflict = 该电子提单在服务上已发生变化，不再允许此操作。请刷新后重新查看。
err-http-not-found = 服务已不再向您的公司显示此电子提单。
err-http-rate-limited = 服务要求放慢速度。请稍候再试。
err-http-server = 服务出现问题。请稍后重试。
err-http-validation = 服务驳回了该请求。
err-http-validation-reason = 服务驳回了该请求。{ $reason }
err-input-invalid = 该输入不可接受。
err-journal-unavailable = 未签署任何内容：eBL Desk 无法打开其数据文件，因此无法在签署前记录此操作。请重启 eBL Desk；如果问题仍然存在，请从“设置”中打开日志文件夹。

## keys.*

err-keys-bad-address-named = { $address } 不是有效的地址：{ $why }。
err-keys-bad-address = 这不是有效的地址。
err-address-not-40-digits = 应为 40 位十六进制数字
err-address-not-hex = 不是十六进制
err-address-checksum = EIP-55 校验和不匹配
err-address-too-short = 太短
err-keys-bad-hex = 这不是私钥：应为 64 个十六进制字符，可带或不带 0x 前缀。
err-keys-bad-password = 该密码无法打开此密钥库文件。
err-keys-invalid-key = 这不是有效的私钥。
err-keys-io = 无法读取密钥。
err-keys-io-detail = 无法读取密钥：{ $detail }
err-keys-keyring = 无法使用系统密钥环。请解锁后重试。
err-keys-keyring-unavailable = 没有可用于保存密钥的系统密钥环。请启动或解锁它后重试。
err-keys-keystore-format = 该文件不是此应用能读取的密钥库。
err-keys-keystore-unsupported = 该密钥库使用了此应用不支持的格式。
err-keys-key-curve-unusable-why = 此密钥无法为该服务签名。{ $why } 请选择标为可用的密钥，或在令牌上生成一个。
err-keys-key-curve-unusable = 此密钥无法为该服务签名：它不在 secp256k1 曲线上。
err-keys-module-bad-signature = 未签署也未发送任何内容：安全模块两次返回了无效签名。请重试；如果问题仍然存在，请检查安全模块或令牌。
err-keys-module-error-why = 安全模块出错（{ $why }）。未签署任何内容。
err-keys-module-error = 安全模块出错。未签署任何内容。
err-keys-module-key-absent = 所选密钥已不在令牌上。请在“密钥”页面重新选择密钥。
err-keys-module-unloadable-named = 无法加载安全模块 { $module }：{ $reason }。请检查其库文件的路径（例如 { $softhsm } 或 { $opensc }）。
err-keys-module-unloadable = 无法加载安全模块。请检查其库文件的路径。
err-keys-pin-incorrect = 此令牌的 PIN 码不正确。未签署任何内容。请重新输入（令牌在几次输错后会锁定其 PIN 码）。
err-keys-pin-locked = 令牌的 PIN 码因输错次数过多已被锁定。未签署任何内容。请用令牌自带的工具（凭其安全管理员 PIN 码）解锁，然后重试。
err-keys-pin-needed = 安全模块需要 PIN 码才能签名。尚未签署或发送任何内容：请输入 PIN 码后重试。
err-keys-token-absent-serial = 令牌（序列号 { $serial }）不在安全模块中。未签署也未发送任何内容。请插入令牌，或在“密钥”页面选择其他密钥。
err-keys-token-absent = 令牌不在安全模块中。未签署也未发送任何内容。请插入令牌，或在“密钥”页面选择其他密钥。
err-keys-removal-unconfirmed-named = 未删除任何内容：此配置文件的签名密钥是 { $stored }，而不是 { $named }。请重新查看“密钥”页面，并确认删除其中显示的密钥。
err-keys-removal-unconfirmed = 未删除任何内容：请确认删除“密钥”页面显示的密钥。
err-keys-would-replace-named = 此配置文件已有签名密钥 { $address }；未作任何更改。如要替换，请确认替换 { $address }（请先导出备份：一旦替换便无法恢复）。
err-keys-would-replace = 此配置文件已有签名密钥；未作任何更改。

## net.*, path.*

err-net-offline = 无法连接到服务。请检查网络连接后重试。
err-net-redirect-to = 服务以重定向到 { $to } 作答；eBL Desk 不跟随重定向，因此没有向那里发送任何内容。
err-net-redirect = 服务以重定向作答；eBL Desk 不跟随重定向，因此没有向别处发送任何内容。
err-net-timeout = 服务未能及时应答。请重试。
err-net-too-large = 服务发送的数据超过了本应用的接受上限（数据 16 MiB，PDF 256 MiB）；已全部丢弃。
err-net-transport = 与服务的连接失败。请重试。
err-path-not-allowed = eBL Desk 只打开或保存您在其自身文件对话框中选择、或拖放到其窗口上的文件。请重新选择该文件。

## pdf.*

err-pdf-encode = 无法显示此 PDF 的该页。请重试。
err-pdf-invalid = 无法读取此 PDF，因此没有预览。
err-pdf-invalid-argument = 预览被要求绘制一个它无法绘制的页面。请重试。
err-pdf-io = 无法读取该 PDF。
err-pdf-io-detail = 无法读取该 PDF：{ $detail }
err-pdf-library-load = 无法加载 PDF 渲染器，因此无法显示预览。请下载该 PDF，用其他程序打开。
err-pdf-library-missing = 未安装 PDF 渲染器，因此无法显示预览。请下载该 PDF，用其他程序打开。
err-pdf-page-out-of-range-named = 第 { $page } 页不存在：此 PDF 共有 { $count } 页。
err-pdf-page-out-of-range = 此 PDF 中没有该页。
err-pdf-password = 此 PDF 受密码保护，因此没有预览。
err-pdf-bad-image = PDF 查看器发来的页面图像无效，因此未予显示，查看器已重启。请重试，或下载该 PDF 用其他程序打开。
err-pdf-protocol = PDF 渲染器给出的应答此版本无法理解。请重试。
err-pdf-render = 无法绘制此 PDF 的该页。请下载该 PDF，用其他程序打开。
err-pdf-timeout = 未能及时绘制此页；PDF 查看器已重启。请重试。
err-pdf-too-large = 此 PDF 过大，无法预览。请下载后用其他程序打开。
err-pdf-unknown-document = 此预览已关闭。请重新打开该文档。
err-pdf-worker-crashed = PDF 渲染器在读取此文档时停止运行。请重试。
err-pdf-worker-spawn = 无法启动 PDF 渲染器，因此无法显示预览。请下载该 PDF，用其他程序打开。

## profile.*, sandbox.*, session.*

err-profile-deletion-changed-named = 未删除任何内容：自询问您以来，删除“{ $name }”将移除的内容已发生变化（{ $now }）。请在删除前重新查看。
err-profile-deletion-changed = 未删除任何内容：请在删除前重新查看该配置文件。
err-sandbox-start = 内置沙盒无法启动。
err-sandbox-start-detail = 内置沙盒无法启动：{ $detail }
err-session-no-key = 还没有签名密钥。请在“密钥”页面添加一个。
err-session-signed-out = 您尚未登录。请在“电子提单”页面登录。

## sign.*

err-sign-bad-signature = 服务不接受该签名；未作任何更改。请在“密钥”页面检查密钥。
err-sign-mismatch-field = 未签署任何内容：服务要求您签署的内容与您所选的不同。不同之处：{ $part }（您选择的是 { $expected }；服务要求的是 { $got }）。
err-sign-mismatch-registry = 未签署任何内容：调用所指向的注册表已从 { $pinned } 变为 { $offered }。如果您的服务运营方公布了新的注册表，请在“设置 › 配置文件”中接受它；否则请不要在此服务上签署任何内容。
err-sign-mismatch = 未签署任何内容：服务要求您签署的内容与您所选的不同。
err-part-recipient = 收件方
err-part-ebl = 电子提单
err-part-ebl-title = 电子提单的物权
err-part-operation = 操作
err-part-registry = 注册表
err-part-your-key = 您的密钥
err-part-documents = 单据
err-part-document-token = 信封的单据令牌
err-part-envelope = 信封
err-part-envelope-count = 信封数量
err-part-signed-data = 所签数据
err-part-other = 调用的某一部分

## store.*

err-store-corrupt = 本地存储已损坏。
err-store-corrupt-detail = 本地存储已损坏：{ $detail }
err-store-duplicate-named = { $field } { $value } 已被使用。
err-store-duplicate = 该值已被使用。
err-store-invalid-field = { $field }不可接受。
err-store-invalid-field-detail = { $field }不可接受：{ $detail }
err-store-invalid = 该值不可接受。
err-store-json = eBL Desk 保存的某些内容无法读回。请重启应用后重试。
err-store-not-found-named = 本地存储中没有（或已不再有）{ $what } { $id }。
err-store-not-found = 本地存储中没有（或已不再有）该项。
err-store-sqlite = 无法使用本地存储。请重启应用后重试。
err-store-too-new-versions = 本地存储由更新版本的 eBL Desk 写入（架构版本 { $found }；此版本最高只能读取 { $supported }）。请更新应用。
err-store-too-new = 本地存储由更新版本的 eBL Desk 写入。请更新应用。
err-store-unavailable = 无法使用应用的数据文件夹；无法保存配置文件。
err-store-field-inbox-id = 收件箱标识
err-store-field-inbox = 收件箱
err-store-field-company-name = 公司名称
err-store-field-name = 名称
err-store-thing-contact = 联系人
err-store-thing-profile = 配置文件

## input.invalid：各项检查自己的提示语（Error::Invalid）

err-input-ebl-wanted = 请提供电子提单的编号或标识。
err-input-ebl-no-such-reference = 您的公司看不到编号为 { $reference } 的电子提单。
err-input-ebl-reference-ambiguous = 有 { $count } 份电子提单的编号为 { $reference }：请提供您所指那一份的标识。
err-input-recipient-unknown-name = 您认识的公司或联系人中没有名为 { $name } 的：请提供其收件箱标识。
err-input-recipient-name-ambiguous = 有 { $count } 个收件箱名为 { $name }：请提供您所指那一个的收件箱标识。
err-input-contact-unknown-name = 您的联系人中没有名为 { $name } 的：请提供其收件箱标识，或将其添加到联系人（电子提单中给出的名称不用于决定单据发给谁）。
err-input-contact-name-ambiguous = 您有 { $count } 个联系人名为 { $name }：请提供您所指那一个的收件箱标识。
err-input-ebl-no-carrier-file = 此电子提单没有附带承运人的文件。
err-input-ebl-carrier-file-unreadable = 此电子提单中承运人的文件无法读取（其内容不是 base64 编码）。
err-input-ebl-id-not-uuid = 电子提单标识 { $text } 不是有效的 UUID。
err-input-recipient-inbox-not-uuid = 收件方的收件箱标识 { $text } 不是有效的 UUID。
err-input-not-uuid = { $what } { $text } 不是有效的 UUID。
err-input-ebl-gone = 服务已不再显示此电子提单。

err-input-profile-name = 请为配置文件命名。
err-input-profile-base-url = 基础 URL 不是有效的地址（例如 { $example }）。
err-input-profile-base-url-https = 基础 URL 必须以 https:// 开头（仅 127.0.0.1 或 localhost 可使用普通 http）。
err-input-profile-base-url-query = 基础 URL 不得带有查询参数或片段。
err-input-profile-base-url-user = 基础 URL 不得带有用户名或密码。
err-input-profile-client-id = 必须填写客户端标识。
err-input-profile-company-id = 公司标识必须是 UUID。
err-input-profile-inbox-id = 收件箱标识 { $text } 不是 UUID。
err-input-profile-no-inbox = 请至少提供贵公司的一个收件箱标识。
err-input-profile-scope = 未知的权限范围 { $scope }：请使用 read 和/或 write。
err-input-profile-read-scope = 请至少选择 read（读取）权限范围。
err-input-profile-sandbox-unchangeable = 内置沙盒配置文件不能更改。
err-input-profile-gone = 该配置文件已不存在。
err-input-profile-in-use = 请先切换到另一个配置文件，再更改此配置文件的基础 URL、客户端标识或路径：它的会话正在使用中。
err-input-profile-no-such-name = 没有名为 { $name } 的配置文件。
err-input-profile-name-ambiguous = 有 { $count } 个配置文件名为 { $name }：请提供您所指那一个的标识。
err-input-profile-no-such-id = 没有服务配置文件 { $id }。
err-input-profile-sandbox-undeletable = 内置沙盒配置文件不能删除。
err-input-profile-delete-active = 请先切换到另一个配置文件，再删除此配置文件。
err-input-path = { $field }必须是服务地址下的普通路径，例如 { $example }：{ $why }。
err-input-path-character = { $field }必须是服务地址下的普通路径，例如 { $example }：其中含有字符 { $character }。
err-input-path-field-send = 信封发送路径
err-input-path-field-me = “我是谁”路径
err-input-path-empty = 路径为空
err-input-path-too-long = 路径过长
err-input-path-not-absolute = 路径必须以 / 开头，且不得指明协议或主机
err-input-path-empty-segment = 路径中有两个连续的斜杠，这会指向另一台主机
err-input-path-dot-segment = 路径中有 . 或 .. 部分
err-input-path-backslash = 路径中有反斜杠，地址会将其读作斜杠
err-input-path-colon = 路径中有冒号，可能指向另一个协议或主机
err-input-path-encoded = 路径中有经过编码的斜杠、反斜杠、点或百分号（例如 %2F）

err-input-registration-company-name = 请输入公司名称。
err-input-registration-country = 请用两个字母输入国家（例如 DK）。
err-input-registration-email = 请输入有效的电子邮件地址。
err-input-registration-page = 服务返回的注册页面本应用不会打开（只打开 https 地址，或本机上的 http 地址）。
err-input-registration-client = 请输入集成方的客户端标识和客户端密钥。
err-input-contact-verified-how = 请说明您是如何核实该联系人的收件箱的。
err-input-contacts-file-too-large = { $file } 超过 { $megabytes } MB；请将其拆分为较小的文件。
err-input-backup-password = 请设置一个密码来保护备份。
err-input-keystore-not-a-file = { $file } 不是文件。
err-input-keystore-too-large = { $file } 太大，不可能是密钥库文件。
err-input-registry-kind = 未知的注册表类型 { $kind }。
err-input-registry-not-offered = 这不是服务提供的注册表地址；未作任何更改。
err-input-stored-key-address = 已保存密钥的地址：{ $detail }
err-input-module-no-pin-needed = 此配置文件使用密钥环中的密钥签名，不需要 PIN 码。
err-input-module-key-label = 请为新密钥设置标签。
err-input-key-standing-no-company = 此配置文件不知道您的公司：请在“设置”中添加公司标识以注册密钥。
err-input-key-standing-sandbox-only = 只有沙盒配置文件可以批准自己的密钥。
err-input-last-view-too-long = 未能记住窗口上次的页面和筛选条件：某个值过长。
err-input-last-view = 窗口上次的页面和筛选条件：{ $detail }
err-input-autostart-no-config-folder = eBL Desk 无法在此处登录时启动：用户配置文件夹未知（XDG_CONFIG_HOME 和 HOME 均未设置）。
err-input-autostart-path = 无法从 { $path } 在登录时启动 eBL Desk：该路径含有桌面启动项无法容纳的字符。
err-input-no-deleted-profile = 没有已删除的配置文件 { $id }：“活动”只显示正在使用的配置文件和已删除的配置文件。
err-input-rules-no-company = 此配置文件没有说明它代表哪家公司。
err-input-rule-id-not-uuid = 规则标识 { $text } 不是有效的 UUID。
err-input-webhook-secret = Webhook 接收端需要其规则发送的密钥请求头（名称和值）。
err-input-no-sign-in = 当前没有正在进行的登录。
err-input-draft-gone = 此草稿已不存在。
err-input-draft-id = 草稿标识必须是 UUID。
err-input-size-limit = 大小上限须在 1 MiB 到 1 TiB 之间。
err-input-draft-more-problems = （另有 { $more } 个问题）
err-input-envelope-uploading = 此信封已在上传中。
err-input-envelope-recipient = 请选择收件方。
err-input-envelope-none-created = 服务没有创建信封（结果为空）。
err-input-envelope-not-uploaded = 请先上传信封再发送。
err-input-envelope-no-record = 此信封上传时没有本应用自己的单据记录，因此无法核对服务要求您签署的内容。请编辑草稿后重新上传。
err-input-envelope-recipient-inbox = 请选择收件方的收件箱（收件箱标识）。

err-input-arrival-date = 请输入船舶的到港日期。
err-input-lead-time = 到港前的提前时间最多为 { $hours } 小时。
err-input-no-voyage = 此电子提单没有列明船名或航次：请只为此电子提单设置到港时间。
err-input-rule-surrender-hours = 交单申请可等待的小时数必须在 1 到 { $max } 之间。
err-input-rule-outcome-minutes = 操作结果可保持未知的分钟数必须在 1 到 { $max } 之间。
err-input-rule-untouched-days = 电子提单可保持无人处理的天数必须在 1 到 { $max } 之间。
err-input-rule-between = { $what }必须在 1 到 { $max } 之间。
err-input-requests-folder = 请求文件夹必须是已存在的文件夹，并以完整路径给出：{ $folder }
err-input-request-gone = 该请求已不在请求文件夹中。
err-input-credit-file-too-large = { $file } 太大，不可能是 SWIFT 报文（超过 { $kib } KiB）：请选择 MT700 或 MT707 文本文件。
err-input-credit-text-too-long = 此文本太长，不可能是 SWIFT 报文（超过 { $kib } KiB）。

err-input-select-ebl = 请至少选择一份电子提单。
err-input-batch-too-many = 一次最多只能对 { $max } 份电子提单执行操作；当前选择了 { $count } 份。
err-input-recipient-inbox = 请选择收件方的收件箱。
err-input-batch-running = 此批次已在签署和提交中。
err-input-batch-reviewing = 此批次正在重新审阅；请在显示其审阅结果后再签署。
err-input-batch-unknown-action = 批次中有未知的操作 { $action }。
err-input-batch-still-running = 此批次仍在签署和提交中。
err-input-batch-already-reviewing = 此批次已在重新审阅中。
err-input-batch-cancel-first = 此批次仍在签署和提交中；请先取消它。
err-input-request-too-many = 一个请求最多列出 { $max } 份电子提单；当前选择了 { $count } 份。
err-input-request-note-too-long = 备注超过了 { $max } 个字符。
err-input-request-validity = 请求的有效期为 1 到 { $max } 小时。
err-input-named-ebl = { $reference }：
err-input-request-file-too-large = 此请求将超过请求文件允许的大小（{ $kib } KiB）：请一次少选几份电子提单。
err-input-own-inbox = 该收件箱属于您自己的公司。
err-input-attention-closed = 此事项已无需关注；列表现已更新。
err-input-contact-company-empty = 公司名称为空。
err-input-contact-inbox-empty = 收件箱标识为空。
err-input-contact-inbox-not-uuid = 收件箱标识 { $text } 不是 UUID。
err-input-contact-country = 国家 { $country } 不是两个字母的代码（例如 EG）。
err-input-contact-duplicate = 此收件箱标识已在联系人中。
err-input-contact-duplicate-line = 此收件箱标识已在前面的某一行中出现。
err-input-csv-not-csv = 该文件不是 CSV：{ $detail }
err-input-csv-empty = 该文件为空。
err-input-csv-header = 第一行必须列出列名：{ $name }、{ $inbox }，以及可选的 { $country } 和 { $notes }。
err-input-csv-no-rows = 该文件的标题行下没有任何联系人。

# The details a file error carries (the system's own reason as an argument).
err-detail-cannot-read = 无法读取 { $path }：{ $reason }。
err-detail-pinned-registry-unreadable = 已固定的登记合约 { $address } 无法读取。
err-detail-log-folder = 日志文件夹：{ $reason }
err-detail-no-store = 此应用没有本地存储。
err-detail-store-unusable = 本地存储无法使用。
err-detail-store-unusable-opening = 本地存储无法使用
err-detail-unknown-operation = 未知操作
