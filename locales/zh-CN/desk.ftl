# eBL Desk：桌面端自身的语句（审核、收件方核查、审批、待处理事项、通知、CSV 表头、
# 单据与信用证核对）。ID 以 desk- 开头。

## 审核

desk-review-refused-inbox = 无法签署任何内容：服务拒绝将此收件箱用于 { $reference }。
desk-review-copy-summary = 将 { $reference } 的只读副本发送给{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 一家未知公司
       *[name] { $name }
    }。
desk-review-copy-can-view = { $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 该未知公司
       *[name] { $name }
    }可以查看和下载该副本，但不能对其进行任何操作。
desk-review-copy-keeps-original = 贵公司保留 { $reference } 的正本，仍可对其进行操作。
desk-review-copy-nothing-signed = 不会使用您的密钥签署任何内容。
desk-review-surrender-summary = 请{ $partyKind ->
        [inbox] 承运人（收件箱 { $inbox }）
       *[name] { $name }
    }将 { $reference } 项下的货物放行给贵公司。
desk-review-surrender-possession = { $reference } 的占有权转移给{ $partyKind ->
        [inbox] 承运人（收件箱 { $inbox }）
       *[name] { $name }
    }，直至其作出决定。
desk-review-surrender-until = 在{ $partyKind ->
        [inbox] 承运人（收件箱 { $inbox }）
       *[name] { $name }
    }接受或拒绝该申请之前，贵公司不能背书转让 { $reference }，也不能再次申请交单。
desk-review-transfer-summary = 将 { $reference } 的占有权背书转让给{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 一家未知公司
       *[name] { $name }
    }。
desk-review-transfer-holds = { $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 该未知公司
       *[name] { $name }
    }将成为 { $reference } 的持有人；贵公司将不再持有。
desk-review-transfer-no-further = 贵公司将无法再对 { $reference } 进行任何操作：只有{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 该未知公司
       *[name] { $name }
    }可以将其继续背书转让，或转回给您。
desk-review-caution-surrenderee = 交单接收方{ $whoKind ->
        [inbox] 收件箱 { $whoInbox }
       *[name] { $who }
    }并非该电子提单的签发人（{ $issuerKind ->
        [inbox] 收件箱 { $issuerInbox }
        [none] 未注明
       *[name] { $issuer }
    }）：交单通常是将提单交还给签发它的承运人。签署前请先与承运人核实。

## 收件方核查

desk-receiver-type-name = 请输入名称 { $wanted } 以确认：{ $why ->
        [near] 此收件箱与您已知的某个收件箱相近
        [first] 您从未与此收件箱往来：它不是已验证的联系人，也没有任何针对它的操作成功完成
       *[transfer] 此前从未成功向此收件箱背书转让
    }。
desk-receiver-type-chars = 请输入 { $wanted }（其收件箱 ID 中、您已知的任何收件箱在同一位置都没有的字符，或完整 ID）以确认：{ $why ->
        [near] 此收件箱与您已知的某个收件箱相近
        [first] 您从未与此收件箱往来：它不是已验证的联系人，也没有任何针对它的操作成功完成
       *[transfer] 此前从未成功向此收件箱背书转让
    }。
desk-receiver-earlier = { $what }（{ $when }）
desk-receiver-earlier-envelope = 信封（{ $when }）

## 审批（双人控制）：三栏及其差异。

desk-approval-party = { $partyKind ->
        [inbox] 收件箱 { $short }
       *[name] { $name }（{ $short }）
    }
desk-approval-holder = { $partyKind ->
        [none] 无持有人
        [inbox] 收件箱 { $short }
       *[name] { $name }（{ $short }）
    }
desk-approval-holder-unknown = 未知
desk-approval-unreadable = 无法读取
desk-approval-as-now = 与当前相同
desk-approval-operation = { $kind ->
        [transfer] 背书转让占有权
        [surrender] 申请交单提货
       *[copy] 发送只读副本
    }
desk-approval-function = { $function ->
        [transferPossession] 背书转让占有权
        [requestSurrenderForDelivery] 申请交单提货
       *[other] { $function }
    }
desk-approval-diff-reference = 此电子提单的编号为 { $now }；申请中写的是 { $asked }
desk-approval-diff-state = 当前状态为 { $now }；提出申请时为 { $asked }
desk-approval-diff-holder = 当前持有人为{ $nowKind ->
        [none] 无
        [inbox] 收件箱 { $nowId }
       *[name] { $now }（{ $nowId }）
    }；提出申请时为{ $askedKind ->
        [none] 无
        [inbox] 收件箱 { $askedId }
       *[name] { $asked }（{ $askedId }）
    }
desk-approval-diff-title = 当前物权编号为{ $nowKind ->
        [none] 无
       *[id] { $now }
    }；提出申请时为{ $askedKind ->
        [none] 无
       *[id] { $asked }
    }
desk-approval-diff-surrenderee = 当前交单接收方为{ $nowKind ->
        [none] 无
        [inbox] 收件箱 { $nowId }
       *[name] { $now }（{ $nowId }）
    }；申请中写的是{ $askedKind ->
        [none] 无
        [inbox] 收件箱 { $askedId }
       *[name] { $asked }（{ $askedId }）
    }
desk-approval-diff-known-as = 此收件箱在这里的名称为 { $known }；经办人称其为 { $names }
desk-approval-diff-no-name = 此处不知道收件箱 { $inbox } 的名称；经办人称其为 { $names }
desk-approval-diff-sign-ebl = 密钥将为电子提单 { $signs } 签署；申请中写的是 { $asked }
desk-approval-diff-sign-function = 密钥将签署{ $function ->
        [transferPossession] 背书转让占有权
        [requestSurrenderForDelivery] 申请交单提货
       *[other] { $function }
    }；申请要求的是{ $kind ->
        [transfer] 背书转让占有权
        [surrender] 申请交单提货
       *[copy] 发送只读副本
    }
desk-approval-diff-sign-title = 密钥将为物权编号 { $signs } 签署；提出申请时为{ $askedKind ->
        [none] 无
       *[id] { $asked }
    }
desk-approval-diff-sign-toward = 密钥将向{ $signsKind ->
        [inbox] 收件箱 { $signsId }
       *[name] { $signs }（{ $signsId }）
    }签署；申请中写的是{ $askedKind ->
        [inbox] 收件箱 { $askedId }
       *[name] { $asked }（{ $askedId }）
    }
desk-approval-diff-nothing-signed = 密钥不会为其签署任何内容
desk-approval-diff-problem = 目前无法对其进行任何操作：
desk-approval-summary-transfer = 将{ $count ->
        [1] { $refs }
       *[other] { $more ->
            [0] { $count } 份电子提单（{ $refs }）
           *[other] { $count } 份电子提单（{ $refs } 等，另有 { $more } 份）
        }
    }的占有权背书转让给{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
       *[name] { $name }
    }。
desk-approval-summary-copy = 将{ $count ->
        [1] { $refs }
       *[other] { $more ->
            [0] { $count } 份电子提单（{ $refs }）
           *[other] { $count } 份电子提单（{ $refs } 等，另有 { $more } 份）
        }
    }的只读副本发送给{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
       *[name] { $name }
    }。
desk-approval-summary-surrender = 为{ $count ->
        [1] { $refs }
       *[other] { $more ->
            [0] { $count } 份电子提单（{ $refs }）
           *[other] { $count } 份电子提单（{ $refs } 等，另有 { $more } 份）
        }
    }申请交单提货。

## 电子提单的状态。

desk-state-issued = 已签发
desk-state-surrender-requested = 已申请交单
desk-state-surrendered = 已交单
desk-state-amendment-requested = 已申请修改
desk-state-surrendered-for-amendment = 已为修改而交单
desk-state-void = 已作废
desk-time-unknown = 未知时间

## 电子提单所反映的操作答复。

desk-surrender-rejected-held = 承运人拒绝了您的交单申请（已恢复为“已签发”，由贵公司持有）
desk-surrender-rejected = 承运人拒绝了您的交单申请（已恢复为“已签发”）
desk-surrender-accepted = 承运人接受了您的交单申请（已交单）
desk-surrender-accepted-out-of-sight = 您的交单申请似乎已被接受：贵公司已无法看到该电子提单（接口未提供更多信息）
desk-surrender-accepted-by-surrenderee = 您的交单申请似乎已被接受：交单接收方持有该电子提单（{ $state }；接口未提供更多信息）
desk-surrender-pending = 您的交单申请仍在等待承运人答复（已申请交单）
desk-surrender-cannot-tell = 您提出交单申请后，该电子提单发生了变化（当前为 { $state }）；接口无法判断承运人是否已答复
desk-surrender-cannot-tell-unknown = 您提出交单申请后，该电子提单发生了变化（当前状态未知）；接口无法判断承运人是否已答复
desk-transfer-out-of-sight = 您向{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 一家未知公司
       *[name] { $name }
    }的背书转让已完成：贵公司已无法看到该电子提单
desk-transfer-went-through = 您向{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 一家未知公司
       *[name] { $name }
    }的背书转让已完成：{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 该未知公司
       *[name] { $name }
    }现在持有该电子提单
desk-transfer-not-yet = 您向{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 一家未知公司
       *[name] { $name }
    }的背书转让尚未完成：贵公司仍持有该电子提单
desk-transfer-cannot-tell = 您向{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 一家未知公司
       *[name] { $name }
    }背书转让后，该电子提单发生了变化；接口无法判断背书转让是否已完成

## 事项需要处理的原因。

desk-attention-new-held = 贵公司新收到并持有（{ $state }）
desk-attention-came-to-you = 占有权已转至贵公司（{ $state }）
desk-attention-surrender-waiting = 您的交单申请已超过 { $hours } 小时未获答复（申请于 { $when }）
desk-attention-outcome-unknown = 您的{ $operation ->
        [TRANSFER_POSSESSION] 占有权背书转让
        [REQUEST_SURRENDER_FOR_DELIVERY] 交单申请
        [SEND_AS_COPY] 副本发送
        [ENVELOPE_SEND] 信封发送
        [KEY_REGISTRATION] 密钥注册
       *[other] { $operation }
    }是否成功，{ $minutes } 分钟后仍无法确定
desk-attention-credit-deadline = 信用证 { $credit } 项下的单据必须在 { $by } 前送达银行（{ $when ->
        [ago] { $days } 天前
        [today] 今天
        [tomorrow] 明天
       *[in] { $days } 天后
    }：{ $because ->
        [period] 交单期届满
       *[expiry] 信用证到期
    }），而信封尚未发送
desk-attention-untouched = 由贵公司持有，且已超过 { $days } 天未作任何处理（自 { $since } 起无任何动态；{ $state }）
desk-attention-arrival = 尚未交单，而{ $vesselKind ->
        [both] 船舶 { $vessel }（航次 { $voyage }）
        [vessel] 船舶 { $vessel }
        [voyage] 航次 { $voyage }
       *[none] 船舶
    }{ $arrives ->
        [arrived] 已于
       *[arrives] 将于
    } { $when } 抵港：交单截止时间为 { $by }（抵港前 { $hours } 小时）

## 桌面通知与系统托盘。

desk-notice-changes = { $first ->
        [yes] 电子提单{ $change ->
            [arrived] 已到达
            [changed] 已变更
           *[left] 已离开贵公司
        }
       *[no] { $change ->
            [arrived] 已到达
            [changed] 已变更
           *[left] 已离开贵公司
        }
    }：{ $refs }{ $more ->
        [0] {""}
       *[other] 等，另有 { $more } 份
    }
desk-notice-separator = {"；"}
desk-notice-item = { $reference }：
desk-notice-an-ebl = 一份电子提单
desk-notice-many = { $count } 份电子提单需要处理：{ $refs }{ $more ->
        [0] {""}
       *[other] 等，另有 { $more } 份
    }
desk-notice-open = 打开
desk-tray-title = eBL Desk — { $count } 项需要处理
desk-tray-open = 打开 eBL Desk
desk-tray-quit = 退出

## 单据与电子提单的核对。

desk-check-bl-number = 提单号
desk-check-containers = 集装箱
desk-check-gross-weight = 毛重
desk-check-packages = 件数
desk-check-vessel = 船名
desk-check-voyage = 航次
desk-check-port-of-loading = 装货港
desk-check-port-of-discharge = 卸货港
desk-check-shipper = 托运人
desk-check-consignee = 收货人
desk-check-notify-party = 通知方
desk-check-standing-title = 电子提单
desk-check-silent = { $title }：未核对 — { $why ->
        [no-bl-number] 电子提单没有提单号
        [no-pdf-text] 电子提单的 PDF 没有文本
        [no-container] 电子提单的 PDF 未列出集装箱
        [no-total] 电子提单的 PDF 未注明总数
        [no-vessel] 电子提单未注明船名
        [no-voyage] 电子提单未注明航次
        [no-port] 电子提单未注明港口
       *[no-party] 电子提单未注明该当事方
    }
desk-check-no-documents = { $title }：未核对 — 没有单据
desk-check-differs = { $title }：与电子提单（{ $expected }）有 { $count } 处不符 — { $documents }
desk-check-not-checked-in = { $title }：{ $documents } 中未核对 — 没有文本
desk-check-and-matches = ；{ $expected } — 在 { $documents } 中相符
desk-check-matches = { $title }：{ $expected } — 在 { $documents } 中相符
desk-check-and-not-stated = ；{ $documents } 中未注明
desk-check-and-unlabelled = ；在 { $documents } 中找到但无标签（不视为相符）
desk-check-not-stated = { $title }：所有单据均未注明
desk-check-unlabelled = { $title }：在 { $documents } 中找到 { $expected }，但无标签 — 不视为相符
desk-check-page-before = 第
desk-check-page-after = 页
desk-check-standing = 电子提单：
desk-check-standing-ok = 电子提单：正本，已签发，由贵公司持有
desk-check-standing-copy = 是副本而非正本
desk-check-standing-state = { $state }，并非已签发
desk-check-standing-not-held = 并非由贵公司持有
desk-check-separator = {"；"}
desk-check-value-copy = 副本
desk-check-value-original = 正本
desk-check-value-no-state = 无状态
desk-check-value-held-by-another = 由其他公司持有
desk-check-value-held-by-you = 由贵公司持有
desk-check-note-no-text = 未核对 — 没有文本
desk-check-note-not-found = 单据中未找到
desk-check-note-unlabelled = 找到但无标签：不视为相符
desk-check-note-check-digit-same = 校验位错误（电子提单上的号码相同）
desk-check-note-not-on-ebl = 电子提单上没有
desk-check-note-not-on-ebl-check-digit = 电子提单上没有；校验位错误
desk-check-note-near-miss = 与已知名称极为相似
desk-check-note-legal-form = 法律形式不同
desk-check-note-copy = 副本不能用于交单
desk-check-note-converted = 即 { $value }
desk-check-note-sum-of-lines = 未注明合计：{ $count } 行之和
desk-check-note-one-character = 与电子提单的 { $container } 相差一个字符
desk-check-note-check-digit-has = 校验位错误；电子提单为 { $container }
desk-check-note-more = 比电子提单多 { $percent }%
desk-check-note-less = 比电子提单少 { $percent }%
desk-check-note-more-within = 比电子提单多 { $percent }%，在溢短装范围内
desk-check-note-less-within = 比电子提单少 { $percent }%，在溢短装范围内

## 信用证核对的各项（括号内为 SWIFT 字段代码）。

desk-credit-invoice-currency = 发票币种（32B）
desk-credit-invoice-amount = 发票金额（32B、39A）
desk-credit-invoice-issuer = 发票由受益人出具（59）
desk-credit-invoice-made-out-to = 发票抬头为申请人（50）
desk-credit-goods = 发票上的货物（45A）
desk-credit-port-of-loading = 装货港（44E）
desk-credit-port-of-discharge = 卸货港（44F）
desk-credit-shipment-date = 装运日期（44C）
desk-credit-presentation = 交单（48、31D）
desk-credit-documents-required = 所需单据（46A）
desk-credit-partial-shipments = 分批装运（43P）
desk-credit-transhipment = 转运（43T）
desk-credit-consignee = 收货人（46A）
desk-credit-notify-party = 通知方（46A）
desk-credit-differs = { $title }：与信用证（{ $expected }）有 { $count } 处不符 — { $documents }
desk-credit-not-checked = { $title }：未核对 — { $why }
desk-credit-not-checked-no-field = { $title }：未核对 — 信用证没有 { $tag }
desk-credit-why-no-text = 没有文本
desk-credit-why-ebl-no-text = 电子提单的 PDF 没有文本
desk-credit-why-no-invoice = 信封中没有发票（类型为 INV 的单据）
desk-credit-why-goods-unreadable = 45A 未列明本检查可读取的货物
desk-credit-why-port-range = 港口为一个范围，由审单员判断
desk-credit-why-partial-allowed = 允许（43P）：无需核对
desk-credit-why-partial-conditional = 有条件（43P），由审单员判断
desk-credit-why-transhipment-allowed = 允许（43T）：无需核对
desk-credit-why-transhipment-conditional = 有条件（43T），由审单员判断
desk-credit-why-46a-silent = 46A 未作规定
desk-credit-why-to-order = 凭托运人指示，由审单员判断
desk-credit-why-bank-by-role = 按角色指定的开证行，由审单员判断
desk-credit-because-days = 装运后 { $days } 天（{ $rule }）
desk-credit-because-expires = 信用证到期（31D）
desk-credit-because-expires-at = 信用证在 { $place } 到期（31D）
desk-credit-verdict-none = 与信用证无不符
desk-credit-verdict-differences = 与信用证有 { $count } 处不符
desk-credit-verdict-late = 已逾期：交单须在 { $date }（{ $because }）前送达银行，已过 { $days } 天
desk-credit-verdict-today = 今天交单：{ $date } 是最后一天（{ $because }）
desk-credit-verdict-left = 请在 { $date }（{ $because }）前交单：还剩 { $days } 天

## 导出 CSV 的列名。

desk-csv-activity-time = 时间
desk-csv-activity-operation = 操作
desk-csv-activity-outcome = 结果
desk-csv-activity-ebl-reference = 电子提单编号
desk-csv-activity-ebl-id = 电子提单 ID
desk-csv-activity-counterparty = 对方
desk-csv-activity-transaction-hash = 交易哈希
desk-csv-activity-detail = 详情
desk-csv-activity-entry-id = 记录 ID
desk-csv-activity-prepared-by = 经办人
desk-csv-activity-approved-by = 审批人
desk-csv-contacts-company-name = 公司名称
desk-csv-contacts-inbox-id = 收件箱 ID
desk-csv-contacts-country = 国家
desk-csv-contacts-notes = 备注

## 电子提单上某项操作不可用的原因。

desk-action-no-key = 此操作需用您的密钥签署：请先在“密钥”页面添加密钥。
desk-action-copy = 这是副本：副本只能查看和下载。
desk-action-unknown-state = 此版本的 eBL Desk 不识别状态 { $state }，因此不提供任何操作。
desk-action-not-held = 贵公司并未持有此电子提单。
desk-action-not-consignee = 只有收货人才能申请交单，而贵公司不是收货人。
desk-action-surrender-not-issued = 只有在电子提单处于已签发状态时才能申请交单；当前状态为 { $state }。
desk-action-pass-not-issued = 只有已签发的电子提单才能转出；此提单当前为 { $state }。
desk-action-sign-in = 请登录后再对此电子提单进行操作。
desk-action-read-only = 您的登录仅允许读取（read 范围）：请以写入权限重新登录后再操作。

## 收件方核查所显示名称的来源，以及需要提醒读者的情况。

desk-dir-method-phone = 电话
desk-dir-method-in-person = 当面
desk-dir-method-email = 来自已知地址的电子邮件
desk-dir-method-other = 其他方式
desk-dir-role-consignee = 收货人
desk-dir-role-shipper = 托运人
desk-dir-role-issuer = 签发人
desk-dir-role-surrenderee = 交单接收方
desk-dir-role-party = 当事方
desk-dir-verified = 由 { $by } 于 { $when } 核实（{ $how }）。
desk-dir-verified-contact = 您已核实的联系人
desk-dir-contact-not-verified = 您的联系人，未核实
desk-dir-your-contact = 您的联系人。
desk-dir-added-by = （由 { $by } 于 { $when } 添加）
desk-dir-added-on = （于 { $when } 添加）
desk-dir-who-am-i = 服务对“我是谁”的答复
desk-dir-named-only-on = 仅在 { $reference } 中出现，身份为{ $roles }
desk-dir-named-on-ebls = 在电子提单中出现，身份为{ $roles }
desk-dir-named-on-count = 在 { $count } 份{ $other ->
        [yes] 其他电子提单
       *[no] 电子提单
    }中出现，身份为{ $roles }
desk-dir-source-named-on = 在 { $count } 份电子提单中出现（身份为{ $roles }）
desk-dir-known-under-names = 此收件箱有 { $count } 个名称：{ $names }{ $stop ->
        [yes] 。
       *[no] {""}
    }
desk-dir-name-also-another = { $name } 也是另一个收件箱（{ $other }）的名称。
desk-dir-near-miss = 与 { $name } 的收件箱（{ $other }）相差 { $count } 个字符。
desk-dir-named-alike = { $name } 也是另一个收件箱（{ $other }）的名称：请确认您指的是哪一个。

## 批量操作的各项。

desk-batch-stopped = 应用在签署前已停止。
desk-batch-not-offered = 此电子提单不提供该操作。
desk-batch-no-longer-listed = 已不在列表中：请刷新列表。
desk-batch-cancelled = 已在签署前取消。

## 电子提单的时间线：操作与变化。

desk-timeline-company-with-inbox = 收件箱所属公司
desk-timeline-action = { $outcome ->
        [refused] eBL Desk 拒绝签署：您
       *[other] 您
    }{ $operation ->
        [TRANSFER_POSSESSION] 已将占有权背书转让给{ $toKind ->
            [unknown] 一家未知公司
           *[name] { $to }
        }
        [REQUEST_SURRENDER_FOR_DELIVERY] 已申请交单
        [SEND_AS_COPY] 已向{ $toKind ->
            [unknown] 一家未知公司
           *[name] { $to }
        }发送只读副本
        [ENVELOPE_SEND] 已向{ $toKind ->
            [unknown] 一家未知公司
           *[name] { $to }
        }发送信封 { $envelope }
        [KEY_REGISTRATION] 已在{ $registeredKind ->
            [ours] 贵公司
           *[name] { $registeredWith }
        }注册您的密钥
       *[other] 已执行 { $operation }
    }
desk-timeline-documents-checked = （其单据已与此电子提单核对：{ $differences ->
        [0] 无不符点
       *[other] { $differences } 处不符已确认，核对 { $digest }
    }）
desk-timeline-documents-and-credit-checked = （其单据已与此电子提单核对：{ $differences ->
        [0] 无不符点
       *[other] { $differences } 处不符
    }；与信用证 { $credit }（哈希 { $hash }）核对：{ $creditDifferences ->
        [0] 无不符点
       *[other] { $creditDifferences } 处不符
    }{ $acknowledged ->
        [yes] ，已确认
       *[no] {""}
    }，核对 { $digest }）
desk-timeline-signed-by = — 由 { $signer } 签署
desk-timeline-transaction = ，交易 { $transaction }
desk-timeline-refused = ，但服务的 { $detail } 与您审阅的内容不符；未签署任何内容
desk-timeline-failed = ；未能完成（{ $detail }）
desk-timeline-unknown = ；服务是否已执行尚不清楚
desk-timeline-prepared-by = 经办人 { $maker }
desk-timeline-request-signed = （申请由 { $address } 签署）
desk-timeline-request-unsigned = （申请未签署）
desk-timeline-approved-by = 审批人 { $approver }
desk-change-arrived = { $reference } 已对贵公司可见（{ $state }）
desk-change-state = 状态已变为{ $state }
desk-change-holder = 占有权已转至{ $holder }
desk-change-given-up = 已放弃占有权
desk-change-copy = 贵公司现在只能以副本形式查看
desk-change-left = 贵公司已无法看到该电子提单

## 服务通知的内容：服务自己的原话加引号，绝非应用的话。

desk-notified-surrender-confirmed = 承运人{ $decisionKind ->
        [reject] 已拒绝交单申请
        [accept] 已接受交单申请
        [missing] 已答复交单申请
       *[other] 已答复交单申请（{ $decision }）
    }，电子提单现已显示{ $hasWords ->
        [yes] ；服务的原话：“{ $words }”
       *[no] {""}
    }
desk-notified-surrender-unconfirmed = 服务称承运人{ $decisionKind ->
        [reject] 已拒绝交单申请
        [accept] 已接受交单申请
        [missing] 已答复交单申请
       *[other] 已答复交单申请（{ $decision }）
    }{ $hasWords ->
        [yes] ：“{ $words }”
       *[no] {""}
    } — 电子提单尚未证实
desk-notified-transfer = 服务通知了一次占有权转让
desk-notified-amendment = 服务通知了对修改申请的答复{ $hasWords ->
        [yes] ：“{ $words }”
       *[no] {""}
    }
desk-notified-paper = 服务通知了对转为纸质提单申请的答复{ $hasWords ->
        [yes] ：“{ $words }”
       *[no] {""}
    }
desk-notified-other = 服务通知了一项更新（{ $event }）{ $hasWords ->
        [yes] ：“{ $words }”
       *[no] {""}
    }

## 单据当事方的职能（DCSA 当事方职能代码）。

desk-party-function-shipper = 托运人
desk-party-function-consignee = 收货人
desk-party-function-invoice-payer-shipper = 代托运人付款的发票付款方
desk-party-function-invoice-payer-consignee = 代收货人付款的发票付款方
desk-party-function-document-issuer = 单据签发人
desk-party-function-first-notify = 第一通知方
desk-party-function-second-notify = 第二通知方
desk-party-function-other-notify = 其他通知方
desk-party-function-shipper-forwarder = 托运人的货运代理
desk-party-function-consignee-forwarder = 收货人的货运代理
desk-party-function-booking-office = 承运人订舱处
desk-party-function-contract-owner = 服务合同持有人
desk-party-function-booking-agency = 订舱代理
desk-party-function-platform = 电子提单解决方案平台
desk-party-function-endorsee = 被背书人
desk-party-function-carrier = 承运人
desk-party-function-agent = 代理人
desk-party-function-vessel = 船舶
desk-party-function-port-authority = 港务局
desk-party-function-pilot = 引航员
desk-party-function-terminal = 码头
desk-party-function-towing = 拖轮服务
desk-party-function-bunker = 加油服务
desk-party-function-lashing = 绑扎服务
desk-party-function-not-given = 未注明
desk-party-function-code = 当事方职能

## 窗口中的电子提单。

desk-ebl-your-company = 贵公司
desk-ebl-unknown-company = 未知公司

## 信封草稿：按字段列出会导致上传失败的问题。

desk-draft-choose-recipient = 请选择收件方。
desk-draft-not-a-uuid = “{ $value }”不是{ $what ->
        [recipient] 收件箱 ID
        [company] 公司 ID
       *[inbox] 收件箱 ID
    }（UUID）。
desk-draft-enter-acid = 请输入 ACID 编号。
desk-draft-acid-digits = ACID 编号为 19 位数字；此编号为{ $allDigits ->
        [yes] { $count } 位
       *[no] { $count } 个字符，且并非全为数字
    }。
desk-draft-add-document = 请至少添加一份单据。
desk-draft-too-many-documents = 一个信封最多容纳 { $max } 份单据；此信封有 { $count } 份。
desk-draft-file-name-needed = 该单据需要文件名。
desk-draft-file-name-long = 文件名最多 { $max } 个字符。
desk-draft-file-name-slash = 文件名不能包含 / 或 \。
desk-draft-file-name-twice = 另一份单据也名为“{ $name }”；请重命名其中一份。
desk-draft-choose-type = 请选择单据类型。
desk-draft-type-code = 类型是由 2–10 个大写字母或数字组成的简短代码，例如 INV。
desk-draft-document-id-needed = 标准信封需要单据 ID。
desk-draft-metadata-key-needed = 元数据值需要一个键。
desk-draft-metadata-key-twice = 键“{ $key }”出现了两次。
desk-draft-file-gone = 文件已不存在：添加后已被移动或删除。
desk-draft-file-unreadable = 无法读取该文件：{ $reason }。
desk-draft-file-folder = 这是一个文件夹；请改为添加其中的文件。
desk-draft-file-not-regular = 这不是普通文件。
desk-draft-file-empty = 文件为空。
desk-draft-file-too-big = 文件大小为 { $size }；上限为 { $limit } MiB（设置）。
desk-draft-file-not-granted = 此文件自添加后已更改，或并非在此窗口中添加：请重新添加（“添加文件…”或拖放）以确认。

## Where the key stands with the company (Keys screen).
desk-key-standing-your-key = 您的密钥
desk-key-standing-no-key = 尚无密钥：请生成或导入一个。
desk-key-standing-not-registered = 未注册：服务尚不知道 { $key }。请先注册，然后由贵公司的管理员批准。
desk-key-standing-pending = 等待批准：贵公司的管理员尚未批准 { $key }。在此之前它无法签名。
desk-key-standing-approved = 已批准：{ $key } 可以代表贵公司签名。
desk-key-standing-revoked = 已撤销：贵公司的管理员已撤回 { $key }。它不能再签名；请使用其他密钥。
desk-key-standing-not-offered = 此服务不说明它批准哪些密钥：它在您签名时决定。
desk-key-standing-unknown = 请登录以查看服务是否已批准此密钥。

## Settings › Profiles: the registries a key has pinned.
desk-registry-ebl = 电子提单登记处
desk-registry-envelope = 信封登记处

## Settings › About: the PDF viewer's sandbox (the worker reports the facts).
desk-pdf-jail-seccomp = 系统调用过滤（seccomp）
desk-pdf-jail-seccomp-on = 仅允许渲染器所需的调用：无网络、不启动程序、不写入文件
desk-pdf-jail-seccomp-off = 缺失：没有任何机制阻止查看器建立网络连接或启动程序
desk-pdf-jail-files = 文件隔离（Landlock）
desk-pdf-jail-files-abi = 文件隔离（Landlock ABI { $abi }）
desk-pdf-jail-files-full = 仅读取系统字体
desk-pdf-jail-files-partial = 仅读取系统字体（此内核较旧的 Landlock 未覆盖少数文件操作）
desk-pdf-jail-files-off = 缺失：此系统的内核不提供 Landlock，查看器可能读取您的文件
desk-pdf-jail-network = 网络规则（Landlock ABI 4）
desk-pdf-jail-network-on = 即使没有系统调用过滤，也不能建立 TCP 连接
desk-pdf-jail-scope = 范围规则（Landlock ABI 6）
desk-pdf-jail-scope-on = 无抽象套接字，不能向其他程序发送信号
desk-pdf-jail-kernel-missing = 此内核不支持
desk-pdf-jail-environment = 无环境变量
desk-pdf-jail-environment-on = 启动时不带应用的环境：无密钥环地址、无主目录、无令牌
desk-pdf-jail-environment-off = 缺失：查看器启动时带有应用的环境
desk-pdf-jail-summary-none = 在此系统上，PDF 查看器在没有沙箱的情况下运行：被恶意构造的 PDF 一旦控制渲染器，就可能读取您的文件并访问网络，包括保存您签名密钥的密钥环。请只打开您信任的发件人的 PDF。
desk-pdf-jail-summary-full = PDF 查看器在沙箱中运行：它不能读取您的文件、建立任何网络连接或启动程序。
desk-pdf-jail-summary-environment = PDF 查看器仅部分处于沙箱中：它不能读取您的文件、建立任何网络连接或启动程序，但它启动时带有应用的环境（攻击者接管后可能从中获知地址和设置）。
desk-pdf-jail-summary-no-landlock = PDF 查看器仅部分处于沙箱中：它不能建立任何网络连接或启动程序，但此系统无法阻止它访问您的文件（内核不提供 Landlock）。
desk-pdf-jail-summary-no-seccomp = PDF 查看器仅部分处于沙箱中：它不能读取您的文件，但此系统无法阻止它与其他程序通信（seccomp 不可用）。
desk-pdf-jail-missing = { $summary } 此处缺失：{ $missing }。

## Rules screen: what is wrong with a rule before the service is asked.
desk-rules-check-name = 请为规则命名。
desk-rules-check-no-action = 请至少添加一个操作。
desk-rules-check-ebl-webhook-only = 电子提单规则只能发送 Webhook。
desk-rules-check-no-email = 请至少添加一个电子邮件地址。
desk-rules-check-not-email = { $address } 不是电子邮件地址。
desk-rules-check-no-webhook = 请至少添加一个 Webhook URL。
desk-rules-check-not-url = { $url } 不是 http(s) URL。
desk-rules-check-header-name = 每个请求头都需要名称。
desk-rules-check-headers-webhook-only = 只有 Webhook 会发送请求头。

## Keys screen: why a key on a security module (PKCS#11) cannot sign.
desk-module-key-no-public-key = 其公钥不在令牌上，因此无法显示其地址。
desk-module-key-not-ec = 这是 { $kind } 密钥；服务的签名需要 secp256k1 曲线上的 EC 密钥。
desk-module-key-other-curve = 它位于 { $curve } 曲线上；服务的签名需要 secp256k1。
desk-module-key-point-unreadable = 无法从令牌读取其公钥。

## The browser page that ends a company registration.
desk-registration-page-stranger = 此回复不属于正在进行的注册。
desk-registration-page-done = 注册完成——您可以关闭此标签页。
