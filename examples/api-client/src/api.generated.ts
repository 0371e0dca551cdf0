// Generated from docs/openapi.json by `npm run openapi:write` (openapi-typescript): do not edit.
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is alive */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database is reachable and has every migration of this build (or later ones); not draining */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kiosk’s dispenser is reachable (its device agent is online); credential: none */
        get: operations["getDeviceReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feature-flags/v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Feature flags: flagName, isActive and rules */
        get: operations["listFeatureFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The device's languages, currency, support phone and settings */
        get: operations["getDeviceConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products the device stocks, with price or price range and availability */
        get: operations["listProducts"];
        put?: never;
        /** Create or update a product and its skus (staff) */
        post: operations["saveProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product with its skus */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/products/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock of every sku on the device (staff) */
        get: operations["listStock"];
        /** Set new stock counts in one transaction, audited; a stale version gets 409 (staff) */
        put: operations["setStock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/products/stock/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set slots' counts and capacities in one transaction, audited; a stale version gets 409 (staff) */
        put: operations["setSlotCounts"];
        /** Add a slot holding a sku this kiosk stocks, with its capacity and units loaded (staff) */
        post: operations["addSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/products/stock/slots/{slotId}/clear-fault": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put one slot back in service after a check; audited with who and when (staff) */
        post: operations["clearOneSlotFault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/products/stock/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest stock changes: who, when, before, after (staff) */
        get: operations["listStockAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an order and hold its stock: the kiosk; or anyone, for an order to reserve (isReservable=true) */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order: status, total, skus, quantityDispensed of quantityTotal */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order as server-sent events: an `order` event (the order, as GET …/orders/{orderId}) at once and on each change of status or units out; ends once the order is settled */
        get: operations["streamOrderEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kiosk's offer QR code: keeps the order capability in the phone's cookie, opens the offer page */
        get: operations["getOrderPhoneLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an order and release its stock (409 once it is dispensing or dispensed) */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel every kiosk order of the device in progress; says which it cancelled and skipped */
        post: operations["cancelAllOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/test/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a test order (staff): never charged, never counted in reports */
        post: operations["createTestOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/test/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One test order (staff) */
        get: operations["getTestOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/test/orders/{orderId}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A test order's transactions (staff): always none, test orders are never charged */
        get: operations["listTestOrderTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/workflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The authorization workflows the order needs, localised */
        get: operations["listOrderWorkflows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/age-authorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Age check on the server, in the device's time zone (dob = YYYY-MM-DD) */
        post: operations["authorizeAge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/code-authorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Access-code check: the bearer value is the access code */
        post: operations["authorizeAccessCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/reserve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a free (or paid) order a reservation; returns its 6-digit pick-up code */
        post: operations["reserveOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/reserve/mfa-phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Text a one-time code to the phone that confirms a phone's reservation order */
        post: operations["sendReservationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/reserve/mfa-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The phone's one-time code confirms its reservation order: its units are held from now on */
        post: operations["confirmReservationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/reservation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The phone reads its reservation's pick-up code again, until it is picked up */
        get: operations["getReservation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/reservation-authorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pick up: the code makes its reservation ready to dispense (throttled per device) */
        post: operations["pickUpReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's payment transactions */
        get: operations["listTransactions"];
        put?: never;
        /** Open a checkout for the order (a second call returns the open one) */
        post: operations["createTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment transaction */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/transactions/{transactionId}/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The QR code's short URL: 302 to the provider's checkout, or { url } with manualRedirect=true */
        get: operations["openCheckoutSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/sandbox/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment provider's signed webhook (idempotent, safe out of order) */
        post: operations["receivePaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/dispense": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dispense the order unit by unit; returns when all are out or one fails (idempotent) */
        post: operations["dispenseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/test/orders/{orderId}/dispense": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dispense a test order without payment (staff); never counted in reports */
        post: operations["dispenseTestOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/test/slots/{slotId}/dispense": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hardware check (staff): test-dispense one unit from exactly this slot; the sensor's answer */
        post: operations["checkSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/products/stock/slots/{slotId}/sku": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set which sku an empty slot holds (staff) */
        put: operations["setSlotSku"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/discounts/available-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order's skus, each with its offer and state */
        post: operations["listAvailableOffers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/discounts/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The offer step now (the kiosk polls this to follow the phone) */
        get: operations["getDiscountStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/discounts/opt-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose the offers on these skus */
        post: operations["optInToOffers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/discounts/opt-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline the offers on these skus */
        post: operations["optOutOfOffers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/discounts/mfa-phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Text a one-time code to the phone (limits: 30 s apart, 5 an hour) */
        post: operations["sendDiscountCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/discounts/mfa-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the phone's one-time code (5 tries) */
        post: operations["checkDiscountCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/discounts/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put the chosen offers the verified phone may take onto the order */
        post: operations["redeemOffers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/orders/{orderId}/discounts/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the offer step: the kiosk moves on to pay or dispense */
        post: operations["completeDiscounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/staff/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the staff passkey (sign-in): 200, 401, or 429 with Retry-After after 5 wrong ones */
        post: operations["checkStaffPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/staff/slot-faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Slots flagged by failed dispenses, with how the last one failed (staff) */
        get: operations["listSlotFaults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/products/stock/{skuId}/clear-fault": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clear a slot fault after service; audited with who and when (staff) */
        post: operations["clearSlotFault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/kiosk-credential": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is this browser a paired kiosk of the device? (a missing or revoked credential: no) */
        get: operations["getKioskCredential"];
        put?: never;
        /** Pair this browser as the kiosk: a one-time code, or the staff bearer; sets an HttpOnly cookie */
        post: operations["pairKiosk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/kiosk-pairings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A one-time pairing code (30 minutes) and the kiosk address that uses it (staff) */
        post: operations["createPairingCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/kiosk-credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The device's paired kiosk browsers, revoked ones too (staff) */
        get: operations["listKioskCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/kiosk-credentials/{credentialId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a paired kiosk browser: its next kiosk call gets 401 (staff) */
        post: operations["revokeKioskCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/kiosk-credentials/{credentialId}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate: revoke a paired browser and get a one-time code to pair it again (staff) */
        post: operations["rotateKioskCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{deviceId}/reports/dispensing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Units dispensed per item ("Product — option") per day (device time zone), emergency kits, failures, refunds and stock-outs; test orders left out, no personal data. ?format=csv gives the same rows as CSV (staff) */
        get: operations["getDispensingReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in operator and when the session ends (operator)
         * @description Role: Any signed-in operator, about their own account.
         */
        get: operations["getOperatorSession"];
        put?: never;
        /** Operator sign-in: the session in the HttpOnly cookie operator_session (on /console, 8 hours), or, with a second factor, { codeNeeded } and the step cookie operator_sign_in for POST /console/session/code; 401, 429 after 5 wrong ones from one client, 503 when busy */
        post: operations["signInOperator"];
        /**
         * Operator sign-out everywhere: every session of the operator ends (operator)
         * @description Role: Any signed-in operator, about their own account.
         */
        delete: operations["signOutOperator"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/session/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A sign-in's second step: a code of the authenticator app or a recovery code, with the step cookie operator_sign_in → the session cookie; each code is taken once */
        post: operations["signInOperatorWithCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/session/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The signed-in operator sets a password of their own (at the first sign-in after a one-time one, or any time) (operator)
         * @description Role: Any signed-in operator, about their own account.
         */
        put: operations["setOwnOperatorPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/session/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the signed-in operator's second factor is on, and recovery codes left (operator)
         * @description Role: Any signed-in operator, about their own account.
         */
        get: operations["getOwnTwoFactor"];
        put?: never;
        /**
         * Starts enrolment in a second factor: a new key for an authenticator app, shown this once (operator)
         * @description Role: Any signed-in operator, about their own account.
         */
        post: operations["startTwoFactorEnrolment"];
        /**
         * Turns the own second factor off, with a current code or the password (operator)
         * @description Role: Any signed-in operator, about their own account.
         */
        delete: operations["disableOwnTwoFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/session/two-factor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms the new key with a current code: the second factor is on; ten recovery codes, each good once, shown this once (operator)
         * @description Role: Any signed-in operator, about their own account.
         */
        post: operations["confirmTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/kiosks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fleet overview: one row per kiosk; sorted, filtered, searched, paginated (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["listFleetKiosks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/kiosks/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One kiosk: stock with 30 daily points, slot faults and history, audit, counts, alerts (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["getFleetKiosk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/charts/{chart}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A chart: units per day per product, emergency kits or failures and refunds per week; ?format=csv (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["getConsoleChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Alerts (open by default): low stock, offline, slot fault, repeated dispense failures (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["listAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/thresholds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Alert thresholds: every sku with its default, and the low-stock ones set per sku for every kiosk or one (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["listThresholds"];
        /**
         * Set (or with units null remove) a low-stock threshold; alerts are evaluated again (operator)
         * @description Role: An operator or an admin; a viewer is refused with 403.
         */
        put: operations["setThreshold"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/alert-outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Alert messages recorded (in the demo: kept here instead of sent), newest first (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["listAlertOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every operator account with its role and state, by name (operator, admin)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        get: operations["listOperators"];
        put?: never;
        /**
         * Adds an operator account with a role; its one-time password is shown once, and replaced at the first sign-in (operator, admin)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        post: operations["addOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/operators/{operatorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes an operator account; its sessions end at once (operator, admin)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        delete: operations["removeOperator"];
        options?: never;
        head?: never;
        /**
         * Changes an account's role, or disables (its sessions end at once) or enables it (operator, admin)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        patch: operations["changeOperator"];
        trace?: never;
    };
    "/console/operators/{operatorId}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resets an account's password: a one-time password, shown once; its sessions end, and its holder sets a new one at the next sign-in (operator, admin)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        post: operations["resetOperatorPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/operators/{operatorId}/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clears an operator's second factor (a lost authenticator): they sign in with name and password until they enrol again (operator, admin)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        delete: operations["clearOperatorTwoFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The uploaded kiosk-PC releases, newest first (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["listKioskReleases"];
        put?: never;
        /**
         * Upload a kiosk-PC release: the tarball as the body (application/octet-stream), its signed manifest base64 in X-Release-Manifest; checked against the programme key and the sha256 (operator)
         * @description Role: An operator or an admin; a viewer is refused with 403.
         */
        post: operations["uploadKioskRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/api-instances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The API instances seen in the last three minutes, with their versions (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["listApiInstances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/rollouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The roll-outs, newest first, with kiosks per state (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["listRollouts"];
        put?: never;
        /**
         * Start a roll-out of an uploaded release: canaries by name, then percentage stages; one at a time (operator)
         * @description Role: An operator or an admin; a viewer is refused with 403.
         */
        post: operations["startRollout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/rollouts/{rolloutId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A roll-out with each kiosk's stage, state and reason (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["getRollout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/rollouts/{rolloutId}/action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause, resume or halt a roll-out, or start its next stage now (advance: a running one only) (operator)
         * @description Role: An operator or an admin; a viewer is refused with 403.
         */
        post: operations["changeRollout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/kiosk-releases/{version}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A release's tarball or `{tarball}.manifest.json`, with Range/If-Range (206, 416): the update command's bearer token, for its kiosk's release only */
        get: operations["downloadKioskRelease"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/kiosk-setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a kiosk; its one-time pairing code (and agent environment file) are shown once (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        post: operations["createKiosk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/kiosk-setup/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A kiosk's settings as set up, and whether it is retired (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["getKioskSetup"];
        /**
         * Edits a kiosk's settings (all of them); a retired kiosk cannot be edited (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        put: operations["editKiosk"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/kiosk-setup/{deviceId}/retirement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retires a kiosk: its browsers are unpaired, its broker account revoked, its calls refused; its orders and reports stay (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        post: operations["retireKiosk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/kiosk-setup/{deviceId}/staff-passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issues a new staff passkey for the kiosk (the old one stops working), shown once (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        post: operations["issueStaffPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/kiosk-setup/{deviceId}/broker-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new password for the kiosk's broker account (its agent disconnected until it has it): the agent's environment file, shown once (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        post: operations["issueBrokerAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/kiosk-setup/{deviceId}/pairing-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new one-time pairing code for the kiosk (30 minutes), shown once (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        post: operations["issueKioskPairingCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/catalog/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every catalogue product with its skus, all languages, retired ones marked, and the programme's currency their prices are in (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["listCatalogProducts"];
        put?: never;
        /**
         * Creates a catalogue product with its skus, recorded in the audit log (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        post: operations["createCatalogProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/catalog/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One catalogue product with its skus, all languages (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["getCatalogProduct"];
        /**
         * Edits a product's own fields (all of them; its skus apart), recorded (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        put: operations["editCatalogProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/catalog/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per language: the catalogue texts it lacks, what kiosks show instead (English), and how many kiosks offer it (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["getCatalogTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/catalog/products/{productId}/skus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a sku to a catalogue product, recorded (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        post: operations["addCatalogSku"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/catalog/skus/{skuId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edits a sku (all its fields), recorded (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        put: operations["editCatalogSku"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/catalog/products/{productId}/retirement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retires a product: a retired one is hidden from every kiosk and cannot be ordered; its orders and reports stay (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        post: operations["retireCatalogProduct"];
        /**
         * Brings back a product: a retired one is hidden from every kiosk and cannot be ordered; its orders and reports stay (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        delete: operations["restoreCatalogProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/catalog/skus/{skuId}/retirement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retires a sku: a retired one is hidden from every kiosk and cannot be ordered; its orders and reports stay (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        post: operations["retireCatalogSku"];
        /**
         * Brings back a sku: a retired one is hidden from every kiosk and cannot be ordered; its orders and reports stay (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        delete: operations["restoreCatalogSku"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/catalog/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores a catalogue picture: the raw bytes as the body (image/png, image/jpeg or image/webp, at most 2 MB), checked to be that type; answers its path for `images` (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        post: operations["uploadCatalogImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalog-images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A catalogue picture, as stored (its type, nosniff); immutable: its ETag is its sha256, cached for a year */
        get: operations["getCatalogImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/kiosks/{deviceId}/assortment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The skus a kiosk offers, in its order, with the catalogue and kiosk prices, and the catalogue skus it does not offer (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["getKioskAssortment"];
        /**
         * Sets the skus a kiosk offers, in order, each at its own price or the catalogue’s (null); skus taken out keep their stock (operator)
         * @description Role: An admin only; an operator or a viewer is refused with 403.
         */
        put: operations["setKioskAssortment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log: every change from the console or a command line, newest first; ?format=csv (operator)
         * @description Role: Any signed-in operator (viewer, operator or admin).
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store a batch of analytics events (sanitised again on arrival; rate-limited) */
        post: operations["recordAnalyticsEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics (text exposition format 0.0.4) */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/backup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A consistent copy of the embedded database (gzipped tarball of its data folder) */
        post: operations["backUpDatabase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            data: {
                message: string;
                description: string;
                /** @enum {string} */
                code: "validation" | "not_found" | "unauthorized" | "forbidden" | "conflict" | "out_of_stock" | "payload_too_large" | "rate_limited" | "dispense_failed" | "payment_failed" | "unavailable" | "internal";
                field?: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The process is alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "ok";
                            version: string;
                        };
                    };
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The database is reachable and has every migration of this build (or later ones); not draining */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            isReady: boolean;
                            /** @description This instance’s release (`dev` when run from the sources) */
                            version: string;
                            isDraining: boolean;
                            /** @enum {string} */
                            database: "up" | "down";
                            migrations: {
                                applied: number;
                                expected: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not ready: the database is out of reach or behind this build, or the server is draining */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            isReady: boolean;
                            /** @description This instance’s release (`dev` when run from the sources) */
                            version: string;
                            isDraining: boolean;
                            /** @enum {string} */
                            database: "up" | "down";
                            migrations: {
                                applied: number;
                                expected: number;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    getDeviceReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The kiosk’s dispenser is reachable (its device agent is online); credential: none */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deviceId: string;
                            isReady: boolean;
                            /** @enum {string} */
                            dispenser: "simulator" | "device-link";
                            isOnline: boolean;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not ready: the kiosk's dispenser cannot be reached (its device agent is offline) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deviceId: string;
                            isReady: boolean;
                            /** @enum {string} */
                            dispenser: "simulator" | "device-link";
                            isOnline: boolean;
                        };
                    };
                };
            };
        };
    };
    listFeatureFlags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Feature flags: flagName, isActive and rules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            flagName: string;
                            isActive: boolean;
                            rules: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDeviceConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The device's languages, currency, support phone and settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deviceId: string;
                            name: string;
                            languages: {
                                id: string;
                                nameNative: string;
                                nameEn: string;
                                langIso6391: string;
                                langIetf: string;
                                ltr: boolean;
                                isDefault: boolean;
                                isActive: boolean;
                            }[];
                            currency: string;
                            timeZone: string;
                            supportPhone: string;
                            isAccessibilityExtensionAllowed: boolean;
                            /** @default null */
                            agentOrigin: string | null;
                            /** @default null */
                            emergencySkuId: string | null;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                locale?: string;
                isReservable?: "true" | "false";
            };
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Products the device stocks, with price or price range and availability */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            description: string;
                            images: string[];
                            skus: {
                                id: string;
                                productId: string;
                                title: string;
                                stock: number;
                                dispenseQuantity: number;
                                maxQuantity: number;
                                price: number | null;
                                currency: string;
                                isFree: boolean;
                                metadata: {
                                    formUrls: string[];
                                    isEmergencyDispense: boolean;
                                    minAge: number | null;
                                    requiresAccessCode: boolean;
                                    isReservable: boolean;
                                };
                                images: string[];
                            }[];
                            currency: string;
                            priceRange: {
                                min: number;
                                max: number;
                            } | null;
                            isFree: boolean;
                            isOutOfStock: boolean;
                            isPriceUnavailable: boolean;
                            isMultiPack: boolean;
                            isEmergency: boolean;
                        }[];
                    };
                };
            };
            /** @description Not modified: the If-None-Match ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    saveProduct: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    titles: {
                        ar?: string;
                        en: string;
                        es?: string;
                        fa?: string;
                        hi?: string;
                        hk?: string;
                        ht?: string;
                        hy?: string;
                        ja?: string;
                        kar?: string;
                        km?: string;
                        ko?: string;
                        mh?: string;
                        my?: string;
                        ne?: string;
                        ps?: string;
                        pt?: string;
                        ru?: string;
                        so?: string;
                        tl?: string;
                        th?: string;
                        uk?: string;
                        vi?: string;
                        zh?: string;
                    };
                    /** @default {} */
                    descriptions?: {
                        ar?: string;
                        en?: string;
                        es?: string;
                        fa?: string;
                        hi?: string;
                        hk?: string;
                        ht?: string;
                        hy?: string;
                        ja?: string;
                        kar?: string;
                        km?: string;
                        ko?: string;
                        mh?: string;
                        my?: string;
                        ne?: string;
                        ps?: string;
                        pt?: string;
                        ru?: string;
                        so?: string;
                        tl?: string;
                        th?: string;
                        uk?: string;
                        vi?: string;
                        zh?: string;
                    };
                    /** @default [] */
                    images?: string[];
                    /** @default 100 */
                    sortOrder?: number;
                    skus: {
                        id: string;
                        titles: {
                            ar?: string;
                            en?: string;
                            es?: string;
                            fa?: string;
                            hi?: string;
                            hk?: string;
                            ht?: string;
                            hy?: string;
                            ja?: string;
                            kar?: string;
                            km?: string;
                            ko?: string;
                            mh?: string;
                            my?: string;
                            ne?: string;
                            ps?: string;
                            pt?: string;
                            ru?: string;
                            so?: string;
                            tl?: string;
                            th?: string;
                            uk?: string;
                            vi?: string;
                            zh?: string;
                        };
                        price: number | null;
                        /** @default 1 */
                        dispenseQuantity?: number;
                        /** @default null */
                        minAge?: number | null;
                        /** @default false */
                        requiresAccessCode?: boolean;
                        /** @default false */
                        isEmergencyDispense?: boolean;
                        /** @default false */
                        isReservable?: boolean;
                        /** @default [] */
                        formUrls?: string[];
                        /** @default null */
                        slot?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK: Create or update a product and its skus (staff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            description: string;
                            images: string[];
                            skus: {
                                id: string;
                                productId: string;
                                title: string;
                                stock: number;
                                dispenseQuantity: number;
                                maxQuantity: number;
                                price: number | null;
                                currency: string;
                                isFree: boolean;
                                metadata: {
                                    formUrls: string[];
                                    isEmergencyDispense: boolean;
                                    minAge: number | null;
                                    requiresAccessCode: boolean;
                                    isReservable: boolean;
                                };
                                images: string[];
                            }[];
                            currency: string;
                            priceRange: {
                                min: number;
                                max: number;
                            } | null;
                            isFree: boolean;
                            isOutOfStock: boolean;
                            isPriceUnavailable: boolean;
                            isMultiPack: boolean;
                            isEmergency: boolean;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: {
                locale?: string;
                isReservable?: "true" | "false";
            };
            header?: never;
            path: {
                deviceId: string;
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One product with its skus */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            description: string;
                            images: string[];
                            skus: {
                                id: string;
                                productId: string;
                                title: string;
                                stock: number;
                                dispenseQuantity: number;
                                maxQuantity: number;
                                price: number | null;
                                currency: string;
                                isFree: boolean;
                                metadata: {
                                    formUrls: string[];
                                    isEmergencyDispense: boolean;
                                    minAge: number | null;
                                    requiresAccessCode: boolean;
                                    isReservable: boolean;
                                };
                                images: string[];
                            }[];
                            currency: string;
                            priceRange: {
                                min: number;
                                max: number;
                            } | null;
                            isFree: boolean;
                            isOutOfStock: boolean;
                            isPriceUnavailable: boolean;
                            isMultiPack: boolean;
                            isEmergency: boolean;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or product. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStock: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Stock of every sku on the device (staff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            skuId: string;
                            productId: string;
                            title: string;
                            stock: number;
                            onHand: number;
                            held: number;
                            slot: string | null;
                            isSlotFaulted: boolean;
                            version: number;
                            slots: {
                                slotId: string;
                                count: number;
                                capacity: number;
                                isFaulted: boolean;
                                faultReason: string | null;
                                faultedAt: string | null;
                                version: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Each skuId at most once. */
                    skus: {
                        skuId: string;
                        stock: number;
                        version?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK: Set new stock counts in one transaction, audited; a stale version gets 409 (staff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            skus: {
                                skuId: string;
                                stock: number;
                            }[];
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A count changed since it was read (a stale version), or is below the units held by open orders. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setSlotCounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slots: {
                        slotId: string;
                        count: number;
                        capacity?: number;
                        version?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK: Set slots' counts and capacities in one transaction, audited; a stale version gets 409 (staff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            slots: {
                                slotId: string;
                                skuId: string;
                                count: number;
                                capacity: number;
                            }[];
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The slots changed since they were read (a stale version): read them again. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addSlot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slotId: string;
                    skuId: string;
                    capacity: number;
                    count?: number;
                };
            };
        };
        responses: {
            /** @description Created: Add a slot holding a sku this kiosk stocks, with its capacity and units loaded (staff) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            slotId: string;
                            skuId: string;
                            count: number;
                            capacity: number;
                            isFaulted: boolean;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    clearOneSlotFault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
                slotId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Put one slot back in service after a check; audited with who and when (staff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            slotId: string;
                            skuId: string;
                            /** @enum {boolean} */
                            isFaulted: false;
                            wasFaulted: boolean;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStockAudit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The latest stock changes: who, when, before, after (staff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            skuId: string;
                            actor: string;
                            before: number;
                            after: number;
                            reason: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: {
                locale?: string;
                isReservable?: "true" | "false";
            };
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Each skuId at most once. */
                    skus: {
                        skuId: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created: Create an order and hold its stock: the kiosk; or anyone, for an order to reserve (isReservable=true) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            skus: {
                                skuId: string;
                                productId: string;
                                title: string;
                                itemName: string;
                                quantity: number;
                                quantityDispensed: number;
                                dispenseQuantity: number;
                                unitPrice: number;
                                metadata: {
                                    formUrls: string[];
                                    isEmergencyDispense: boolean;
                                    minAge: number | null;
                                    requiresAccessCode: boolean;
                                    isReservable: boolean;
                                };
                            }[];
                            quantityTotal: number;
                            quantityDispensed: number;
                            metadata: {
                                isReservable: boolean;
                                isEmergency: boolean;
                                isTest: boolean;
                                isPaid: boolean;
                                isTimeout: boolean;
                                endReason: "stock_count" | null;
                                reservationExpiresAt: string | null;
                                isAwaitingPhone: boolean;
                            };
                            createdAt: string;
                            updatedAt: string;
                            capability?: string;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is sent but not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A sku is out of stock, has no price, or is kept for visitors at the kiosk (not reservable now). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many unpaid orders wait from this client, this kiosk or this phone: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One order: status, total, skus, quantityDispensed of quantityTotal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            skus: {
                                skuId: string;
                                productId: string;
                                title: string;
                                itemName: string;
                                quantity: number;
                                quantityDispensed: number;
                                dispenseQuantity: number;
                                unitPrice: number;
                                metadata: {
                                    formUrls: string[];
                                    isEmergencyDispense: boolean;
                                    minAge: number | null;
                                    requiresAccessCode: boolean;
                                    isReservable: boolean;
                                };
                            }[];
                            quantityTotal: number;
                            quantityDispensed: number;
                            metadata: {
                                isReservable: boolean;
                                isEmergency: boolean;
                                isTest: boolean;
                                isPaid: boolean;
                                isTimeout: boolean;
                                endReason: "stock_count" | null;
                                reservationExpiresAt: string | null;
                                isAwaitingPhone: boolean;
                            };
                            createdAt: string;
                            updatedAt: string;
                            capability?: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    streamOrderEvents: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The order as server-sent events: an `order` event (the order, as GET …/orders/{orderId}) at once and on each change of status or units out; ends once the order is settled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrderPhoneLink: {
        parameters: {
            query: {
                capability: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The kiosk's offer QR code: keeps the order capability in the phone's cookie, opens the offer page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelOrder: {
        parameters: {
            query?: {
                isTimeout?: "true" | "false";
                locale?: "ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh";
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Cancel an order and release its stock (409 once it is dispensing or dispensed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            skus: {
                                skuId: string;
                                productId: string;
                                title: string;
                                itemName: string;
                                quantity: number;
                                quantityDispensed: number;
                                dispenseQuantity: number;
                                unitPrice: number;
                                metadata: {
                                    formUrls: string[];
                                    isEmergencyDispense: boolean;
                                    minAge: number | null;
                                    requiresAccessCode: boolean;
                                    isReservable: boolean;
                                };
                            }[];
                            quantityTotal: number;
                            quantityDispensed: number;
                            metadata: {
                                isReservable: boolean;
                                isEmergency: boolean;
                                isTest: boolean;
                                isPaid: boolean;
                                isTimeout: boolean;
                                endReason: "stock_count" | null;
                                reservationExpiresAt: string | null;
                                isAwaitingPhone: boolean;
                            };
                            createdAt: string;
                            updatedAt: string;
                            capability?: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order is dispensing or dispensed and cannot be cancelled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelAllOrders: {
        parameters: {
            query?: {
                isTimeout?: "true" | "false";
                locale?: "ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh";
            };
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Cancel every kiosk order of the device in progress; says which it cancelled and skipped */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            cancelled: string[];
                            skipped: string[];
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTestOrder: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Each skuId at most once. */
                    skus: {
                        skuId: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created: Create a test order (staff): never charged, never counted in reports */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            skus: {
                                skuId: string;
                                productId: string;
                                title: string;
                                itemName: string;
                                quantity: number;
                                quantityDispensed: number;
                                dispenseQuantity: number;
                                unitPrice: number;
                                metadata: {
                                    formUrls: string[];
                                    isEmergencyDispense: boolean;
                                    minAge: number | null;
                                    requiresAccessCode: boolean;
                                    isReservable: boolean;
                                };
                            }[];
                            quantityTotal: number;
                            quantityDispensed: number;
                            metadata: {
                                isReservable: boolean;
                                isEmergency: boolean;
                                isTest: boolean;
                                isPaid: boolean;
                                isTimeout: boolean;
                                endReason: "stock_count" | null;
                                reservationExpiresAt: string | null;
                                isAwaitingPhone: boolean;
                            };
                            createdAt: string;
                            updatedAt: string;
                            capability?: string;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A sku is out of stock. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong passkeys, or too many orders waiting at this kiosk: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTestOrder: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One test order (staff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            skus: {
                                skuId: string;
                                productId: string;
                                title: string;
                                itemName: string;
                                quantity: number;
                                quantityDispensed: number;
                                dispenseQuantity: number;
                                unitPrice: number;
                                metadata: {
                                    formUrls: string[];
                                    isEmergencyDispense: boolean;
                                    minAge: number | null;
                                    requiresAccessCode: boolean;
                                    isReservable: boolean;
                                };
                            }[];
                            quantityTotal: number;
                            quantityDispensed: number;
                            metadata: {
                                isReservable: boolean;
                                isEmergency: boolean;
                                isTest: boolean;
                                isPaid: boolean;
                                isTimeout: boolean;
                                endReason: "stock_count" | null;
                                reservationExpiresAt: string | null;
                                isAwaitingPhone: boolean;
                            };
                            createdAt: string;
                            updatedAt: string;
                            capability?: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTestOrderTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: A test order's transactions (staff): always none, test orders are never charged */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown[];
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOrderWorkflows: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The authorization workflows the order needs, localised */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            type: "authorization";
                            /** @enum {string} */
                            subType: "age-authorization" | "code-authorization" | "retreive-authorization";
                            /** @enum {string} */
                            status: "pending" | "passed" | "failed";
                            sections: {
                                title: string;
                                description: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authorizeAge: {
        parameters: {
            query: {
                dob: string;
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Age check on the server, in the device's time zone (dob = YYYY-MM-DD) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            type: "authorization";
                            /** @enum {string} */
                            subType: "age-authorization" | "code-authorization" | "retreive-authorization";
                            /** @enum {string} */
                            status: "pending" | "passed" | "failed";
                            sections: {
                                title: string;
                                description: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or capability is of another device or order, or the date of birth is under the minimum age. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order needs no age check, or can no longer be changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authorizeAccessCode: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Access-code check: the bearer value is the access code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            type: "authorization";
                            /** @enum {string} */
                            subType: "age-authorization" | "code-authorization" | "retreive-authorization";
                            /** @enum {string} */
                            status: "pending" | "passed" | "failed";
                            sections: {
                                title: string;
                                description: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is missing or wrong, or the access code (the bearer value) is missing or wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order needs no access code, or can no longer be changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong access codes for this order or kiosk: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reserveOrder: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created: Make a free (or paid) order a reservation; returns its 6-digit pick-up code */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            orderId: string;
                            code: string;
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order cannot be reserved now: not made for reservation, still to pay, to authorize or to confirm by phone. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendReservationCode: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description OK: Text a one-time code to the phone that confirms a phone's reservation order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            skus: {
                                skuId: string;
                                productId: string;
                                title: string;
                                itemName: string;
                                quantity: number;
                                quantityDispensed: number;
                                dispenseQuantity: number;
                                unitPrice: number;
                                metadata: {
                                    formUrls: string[];
                                    isEmergencyDispense: boolean;
                                    minAge: number | null;
                                    requiresAccessCode: boolean;
                                    isReservable: boolean;
                                };
                            }[];
                            quantityTotal: number;
                            quantityDispensed: number;
                            metadata: {
                                isReservable: boolean;
                                isEmergency: boolean;
                                isTest: boolean;
                                isPaid: boolean;
                                isTimeout: boolean;
                                endReason: "stock_count" | null;
                                reservationExpiresAt: string | null;
                                isAwaitingPhone: boolean;
                            };
                            createdAt: string;
                            updatedAt: string;
                            capability?: string;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order is not a reservation waiting for its phone (confirmed, lapsed or closed). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes are sent at most every 30 s and 5 an hour: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The text message could not be sent, or the database is out of reach: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmReservationCode: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfaCode: string;
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description OK: The phone's one-time code confirms its reservation order: its units are held from now on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            skus: {
                                skuId: string;
                                productId: string;
                                title: string;
                                itemName: string;
                                quantity: number;
                                quantityDispensed: number;
                                dispenseQuantity: number;
                                unitPrice: number;
                                metadata: {
                                    formUrls: string[];
                                    isEmergencyDispense: boolean;
                                    minAge: number | null;
                                    requiresAccessCode: boolean;
                                    isReservable: boolean;
                                };
                            }[];
                            quantityTotal: number;
                            quantityDispensed: number;
                            metadata: {
                                isReservable: boolean;
                                isEmergency: boolean;
                                isTest: boolean;
                                isPaid: boolean;
                                isTimeout: boolean;
                                endReason: "stock_count" | null;
                                reservationExpiresAt: string | null;
                                isAwaitingPhone: boolean;
                            };
                            createdAt: string;
                            updatedAt: string;
                            capability?: string;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order capability is missing or wrong, or the code is wrong (`field` is mfaCode). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No code was sent, it expired, the order no longer waits for its phone, or its units are gone. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong codes, or this phone holds as many orders here as it may: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The phone reads its reservation's pick-up code again, until it is picked up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            orderId: string;
                            code: string;
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order has no pick-up code to show: it is not reserved, or was picked up. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pickUpReservation: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK: Pick up: the code makes its reservation ready to dispense (throttled per device) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            skus: {
                                skuId: string;
                                productId: string;
                                title: string;
                                itemName: string;
                                quantity: number;
                                quantityDispensed: number;
                                dispenseQuantity: number;
                                unitPrice: number;
                                metadata: {
                                    formUrls: string[];
                                    isEmergencyDispense: boolean;
                                    minAge: number | null;
                                    requiresAccessCode: boolean;
                                    isReservable: boolean;
                                };
                            }[];
                            quantityTotal: number;
                            quantityDispensed: number;
                            metadata: {
                                isReservable: boolean;
                                isEmergency: boolean;
                                isTest: boolean;
                                isPaid: boolean;
                                isTimeout: boolean;
                                endReason: "stock_count" | null;
                                reservationExpiresAt: string | null;
                                isAwaitingPhone: boolean;
                            };
                            createdAt: string;
                            updatedAt: string;
                            capability?: string;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is missing or wrong, or the code matches no reservation waiting here. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order changed while it was being picked up (cancelled or expired meanwhile). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong codes from this kiosk: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The order's payment transactions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            orderId: string;
                            /** @enum {string} */
                            provider: "sandbox" | "stripe";
                            /** @enum {string} */
                            status: "open" | "paid" | "failed" | "expired" | "refunded" | "partially_refunded";
                            amount: number;
                            currency: string;
                            refundedAmount: number;
                            paymentUrl: string;
                            failureReason: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTransaction: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created: Open a checkout for the order (a second call returns the open one) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            orderId: string;
                            /** @enum {string} */
                            provider: "sandbox" | "stripe";
                            /** @enum {string} */
                            status: "open" | "paid" | "failed" | "expired" | "refunded" | "partially_refunded";
                            amount: number;
                            currency: string;
                            refundedAmount: number;
                            paymentUrl: string;
                            failureReason: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order cannot be paid now: paid already, free, closed, still to authorize or to confirm by phone. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider failed or refused: try again. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One payment transaction */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            orderId: string;
                            /** @enum {string} */
                            provider: "sandbox" | "stripe";
                            /** @enum {string} */
                            status: "open" | "paid" | "failed" | "expired" | "refunded" | "partially_refunded";
                            amount: number;
                            currency: string;
                            refundedAmount: number;
                            paymentUrl: string;
                            failureReason: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order or payment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    openCheckoutSession: {
        parameters: {
            query?: {
                manualRedirect?: "true" | "false";
                locale?: "ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh";
                capability?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The QR code's short URL: 302 to the provider's checkout, or { url } with manualRedirect=true */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                        };
                    };
                };
            };
            /** @description Found: The QR code's short URL: 302 to the provider's checkout, or { url } with manualRedirect=true */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order or payment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The transaction is no longer open (paid, failed or expired): there is no checkout to open. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    receivePaymentWebhook: {
        parameters: {
            query?: never;
            header: {
                "sandbox-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: A payment provider's signed webhook (idempotent, safe out of order) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            received: true;
                            outcome: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dispenseOrder: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Dispense the order unit by unit; returns when all are out or one fails (idempotent) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            skus: {
                                skuId: string;
                                productId: string;
                                title: string;
                                itemName: string;
                                quantity: number;
                                quantityDispensed: number;
                                dispenseQuantity: number;
                                unitPrice: number;
                                metadata: {
                                    formUrls: string[];
                                    isEmergencyDispense: boolean;
                                    minAge: number | null;
                                    requiresAccessCode: boolean;
                                    isReservable: boolean;
                                };
                            }[];
                            quantityTotal: number;
                            quantityDispensed: number;
                            metadata: {
                                isReservable: boolean;
                                isEmergency: boolean;
                                isTest: boolean;
                                isPaid: boolean;
                                isTimeout: boolean;
                                endReason: "stock_count" | null;
                                reservationExpiresAt: string | null;
                                isAwaitingPhone: boolean;
                            };
                            createdAt: string;
                            updatedAt: string;
                            capability?: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order cannot be dispensed: still to pay, to authorize or to pick up, closed, or a test order. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A unit could not be dispensed (code dispense_failed; any payment for it is refunded), or an unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dispenseTestOrder: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Dispense a test order without payment (staff); never counted in reports */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            status: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            skus: {
                                skuId: string;
                                productId: string;
                                title: string;
                                itemName: string;
                                quantity: number;
                                quantityDispensed: number;
                                dispenseQuantity: number;
                                unitPrice: number;
                                metadata: {
                                    formUrls: string[];
                                    isEmergencyDispense: boolean;
                                    minAge: number | null;
                                    requiresAccessCode: boolean;
                                    isReservable: boolean;
                                };
                            }[];
                            quantityTotal: number;
                            quantityDispensed: number;
                            metadata: {
                                isReservable: boolean;
                                isEmergency: boolean;
                                isTest: boolean;
                                isPaid: boolean;
                                isTimeout: boolean;
                                endReason: "stock_count" | null;
                                reservationExpiresAt: string | null;
                                isAwaitingPhone: boolean;
                            };
                            createdAt: string;
                            updatedAt: string;
                            capability?: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order is not a test order, or cannot be dispensed in its state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A unit could not be dispensed (code dispense_failed), or an unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkSlot: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                slotId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Hardware check (staff): test-dispense one unit from exactly this slot; the sensor's answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            slotId: string;
                            skuId: string;
                            /** Format: uuid */
                            orderId: string;
                            /** @enum {string} */
                            outcome: "dropped" | "jammed" | "empty" | "fault" | "unknown";
                            slot: {
                                slotId: string;
                                count: number;
                                capacity: number;
                                isFaulted: boolean;
                                faultReason: string | null;
                                faultedAt: string | null;
                                version: number;
                            };
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The slot is out of service or empty, or its sku has no unit free: nothing was written. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong passkeys, or too many orders waiting at this kiosk: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setSlotSku: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
                slotId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    skuId: string;
                };
            };
        };
        responses: {
            /** @description OK: Set which sku an empty slot holds (staff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            slotId: string;
                            skuId: string;
                            count: number;
                            capacity: number;
                            isFaulted: boolean;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAvailableOffers: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The order's skus, each with its offer and state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            orderId: string;
                            /** @enum {string} */
                            status: "none" | "opted_in" | "code_sent" | "eligible" | "not_eligible" | "redeemed" | "declined" | "completed";
                            offers: {
                                skuId: string;
                                skuTitle: string;
                                quantity: number;
                                unitPrice: number;
                                offerId: string | null;
                                title: string | null;
                                kind: ("free" | "discount") | null;
                                /** @enum {string} */
                                state: "available" | "not_available" | "pending_eligibility";
                                reason: ("no_offer" | "limit_reached" | "sold_out" | "order_closed") | null;
                                discountPerUnit: number;
                                discountTotal: number;
                                maxPerPhone: number | null;
                                periodDays: number | null;
                                isOptedIn: boolean;
                                isRedeemed: boolean;
                            }[];
                            hasOffers: boolean;
                            /** @enum {string} */
                            orderStatus: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            isPaymentRequired: boolean;
                            verification: {
                                /** @enum {string} */
                                state: "none" | "code_sent" | "expired" | "locked" | "verified";
                                codeExpiresAt: string | null;
                                resendAvailableAt: string | null;
                                attemptsLeft: number | null;
                            };
                            /** @enum {string} */
                            phoneStep: "none" | "opened" | "code_sent" | "verified";
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDiscountStatus: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The offer step now (the kiosk polls this to follow the phone) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            orderId: string;
                            /** @enum {string} */
                            status: "none" | "opted_in" | "code_sent" | "eligible" | "not_eligible" | "redeemed" | "declined" | "completed";
                            offers: {
                                skuId: string;
                                skuTitle: string;
                                quantity: number;
                                unitPrice: number;
                                offerId: string | null;
                                title: string | null;
                                kind: ("free" | "discount") | null;
                                /** @enum {string} */
                                state: "available" | "not_available" | "pending_eligibility";
                                reason: ("no_offer" | "limit_reached" | "sold_out" | "order_closed") | null;
                                discountPerUnit: number;
                                discountTotal: number;
                                maxPerPhone: number | null;
                                periodDays: number | null;
                                isOptedIn: boolean;
                                isRedeemed: boolean;
                            }[];
                            hasOffers: boolean;
                            /** @enum {string} */
                            orderStatus: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            isPaymentRequired: boolean;
                            verification: {
                                /** @enum {string} */
                                state: "none" | "code_sent" | "expired" | "locked" | "verified";
                                codeExpiresAt: string | null;
                                resendAvailableAt: string | null;
                                attemptsLeft: number | null;
                            };
                            /** @enum {string} */
                            phoneStep: "none" | "opened" | "code_sent" | "verified";
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optInToOffers: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    skus: string[];
                };
            };
        };
        responses: {
            /** @description OK: Choose the offers on these skus */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            orderId: string;
                            /** @enum {string} */
                            status: "none" | "opted_in" | "code_sent" | "eligible" | "not_eligible" | "redeemed" | "declined" | "completed";
                            offers: {
                                skuId: string;
                                skuTitle: string;
                                quantity: number;
                                unitPrice: number;
                                offerId: string | null;
                                title: string | null;
                                kind: ("free" | "discount") | null;
                                /** @enum {string} */
                                state: "available" | "not_available" | "pending_eligibility";
                                reason: ("no_offer" | "limit_reached" | "sold_out" | "order_closed") | null;
                                discountPerUnit: number;
                                discountTotal: number;
                                maxPerPhone: number | null;
                                periodDays: number | null;
                                isOptedIn: boolean;
                                isRedeemed: boolean;
                            }[];
                            hasOffers: boolean;
                            /** @enum {string} */
                            orderStatus: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            isPaymentRequired: boolean;
                            verification: {
                                /** @enum {string} */
                                state: "none" | "code_sent" | "expired" | "locked" | "verified";
                                codeExpiresAt: string | null;
                                resendAvailableAt: string | null;
                                attemptsLeft: number | null;
                            };
                            /** @enum {string} */
                            phoneStep: "none" | "opened" | "code_sent" | "verified";
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No offer can be taken for a sku, the order can no longer take an offer, or the step is past this point. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    optOutOfOffers: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    skus: string[];
                };
            };
        };
        responses: {
            /** @description OK: Decline the offers on these skus */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            orderId: string;
                            /** @enum {string} */
                            status: "none" | "opted_in" | "code_sent" | "eligible" | "not_eligible" | "redeemed" | "declined" | "completed";
                            offers: {
                                skuId: string;
                                skuTitle: string;
                                quantity: number;
                                unitPrice: number;
                                offerId: string | null;
                                title: string | null;
                                kind: ("free" | "discount") | null;
                                /** @enum {string} */
                                state: "available" | "not_available" | "pending_eligibility";
                                reason: ("no_offer" | "limit_reached" | "sold_out" | "order_closed") | null;
                                discountPerUnit: number;
                                discountTotal: number;
                                maxPerPhone: number | null;
                                periodDays: number | null;
                                isOptedIn: boolean;
                                isRedeemed: boolean;
                            }[];
                            hasOffers: boolean;
                            /** @enum {string} */
                            orderStatus: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            isPaymentRequired: boolean;
                            verification: {
                                /** @enum {string} */
                                state: "none" | "code_sent" | "expired" | "locked" | "verified";
                                codeExpiresAt: string | null;
                                resendAvailableAt: string | null;
                                attemptsLeft: number | null;
                            };
                            /** @enum {string} */
                            phoneStep: "none" | "opened" | "code_sent" | "verified";
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order can no longer take an offer, or the offer step is past this point. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendDiscountCode: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description OK: Text a one-time code to the phone (limits: 30 s apart, 5 an hour) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            orderId: string;
                            /** @enum {string} */
                            status: "none" | "opted_in" | "code_sent" | "eligible" | "not_eligible" | "redeemed" | "declined" | "completed";
                            offers: {
                                skuId: string;
                                skuTitle: string;
                                quantity: number;
                                unitPrice: number;
                                offerId: string | null;
                                title: string | null;
                                kind: ("free" | "discount") | null;
                                /** @enum {string} */
                                state: "available" | "not_available" | "pending_eligibility";
                                reason: ("no_offer" | "limit_reached" | "sold_out" | "order_closed") | null;
                                discountPerUnit: number;
                                discountTotal: number;
                                maxPerPhone: number | null;
                                periodDays: number | null;
                                isOptedIn: boolean;
                                isRedeemed: boolean;
                            }[];
                            hasOffers: boolean;
                            /** @enum {string} */
                            orderStatus: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            isPaymentRequired: boolean;
                            verification: {
                                /** @enum {string} */
                                state: "none" | "code_sent" | "expired" | "locked" | "verified";
                                codeExpiresAt: string | null;
                                resendAvailableAt: string | null;
                                attemptsLeft: number | null;
                            };
                            /** @enum {string} */
                            phoneStep: "none" | "opened" | "code_sent" | "verified";
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer step is not at the point of texting a code, or the order can no longer take an offer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes are sent at most every 30 s and 5 an hour: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The text message could not be sent, or the database is out of reach: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkDiscountCode: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfaCode: string;
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description OK: Check the phone's one-time code (5 tries) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            orderId: string;
                            /** @enum {string} */
                            status: "none" | "opted_in" | "code_sent" | "eligible" | "not_eligible" | "redeemed" | "declined" | "completed";
                            offers: {
                                skuId: string;
                                skuTitle: string;
                                quantity: number;
                                unitPrice: number;
                                offerId: string | null;
                                title: string | null;
                                kind: ("free" | "discount") | null;
                                /** @enum {string} */
                                state: "available" | "not_available" | "pending_eligibility";
                                reason: ("no_offer" | "limit_reached" | "sold_out" | "order_closed") | null;
                                discountPerUnit: number;
                                discountTotal: number;
                                maxPerPhone: number | null;
                                periodDays: number | null;
                                isOptedIn: boolean;
                                isRedeemed: boolean;
                            }[];
                            hasOffers: boolean;
                            /** @enum {string} */
                            orderStatus: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            isPaymentRequired: boolean;
                            verification: {
                                /** @enum {string} */
                                state: "none" | "code_sent" | "expired" | "locked" | "verified";
                                codeExpiresAt: string | null;
                                resendAvailableAt: string | null;
                                attemptsLeft: number | null;
                            };
                            /** @enum {string} */
                            phoneStep: "none" | "opened" | "code_sent" | "verified";
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or order capability is missing or wrong, or the code is wrong (`field` is mfaCode). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No code was sent to this number for this order, it expired, or the offer step is past this point. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong codes: this code is locked; ask for a new one after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeemOffers: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Put the chosen offers the verified phone may take onto the order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            orderId: string;
                            /** @enum {string} */
                            status: "none" | "opted_in" | "code_sent" | "eligible" | "not_eligible" | "redeemed" | "declined" | "completed";
                            offers: {
                                skuId: string;
                                skuTitle: string;
                                quantity: number;
                                unitPrice: number;
                                offerId: string | null;
                                title: string | null;
                                kind: ("free" | "discount") | null;
                                /** @enum {string} */
                                state: "available" | "not_available" | "pending_eligibility";
                                reason: ("no_offer" | "limit_reached" | "sold_out" | "order_closed") | null;
                                discountPerUnit: number;
                                discountTotal: number;
                                maxPerPhone: number | null;
                                periodDays: number | null;
                                isOptedIn: boolean;
                                isRedeemed: boolean;
                            }[];
                            hasOffers: boolean;
                            /** @enum {string} */
                            orderStatus: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            isPaymentRequired: boolean;
                            verification: {
                                /** @enum {string} */
                                state: "none" | "code_sent" | "expired" | "locked" | "verified";
                                codeExpiresAt: string | null;
                                resendAvailableAt: string | null;
                                attemptsLeft: number | null;
                            };
                            /** @enum {string} */
                            phoneStep: "none" | "opened" | "code_sent" | "verified";
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The phone is not verified for the chosen offers, is not eligible (payment is required), or the step is past this point. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    completeDiscounts: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: End the offer step: the kiosk moves on to pay or dispense */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            orderId: string;
                            /** @enum {string} */
                            status: "none" | "opted_in" | "code_sent" | "eligible" | "not_eligible" | "redeemed" | "declined" | "completed";
                            offers: {
                                skuId: string;
                                skuTitle: string;
                                quantity: number;
                                unitPrice: number;
                                offerId: string | null;
                                title: string | null;
                                kind: ("free" | "discount") | null;
                                /** @enum {string} */
                                state: "available" | "not_available" | "pending_eligibility";
                                reason: ("no_offer" | "limit_reached" | "sold_out" | "order_closed") | null;
                                discountPerUnit: number;
                                discountTotal: number;
                                maxPerPhone: number | null;
                                periodDays: number | null;
                                isOptedIn: boolean;
                                isRedeemed: boolean;
                            }[];
                            hasOffers: boolean;
                            /** @enum {string} */
                            orderStatus: "open" | "paid" | "reserved" | "ready" | "dispensing" | "dispensed" | "dispense_failed" | "cancelled" | "expired";
                            total: number;
                            currency: string;
                            isPaymentRequired: boolean;
                            verification: {
                                /** @enum {string} */
                                state: "none" | "code_sent" | "expired" | "locked" | "verified";
                                codeExpiresAt: string | null;
                                resendAvailableAt: string | null;
                                attemptsLeft: number | null;
                            };
                            /** @enum {string} */
                            phoneStep: "none" | "opened" | "code_sent" | "verified";
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie or the order capability is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device or the order capability is of another order. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer step is already over, or not at a point where it can end. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkStaffPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Check the staff passkey (sign-in): 200, 401, or 429 with Retry-After after 5 wrong ones */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSlotFaults: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Slots flagged by failed dispenses, with how the last one failed (staff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            dispenser: {
                                isOnline: boolean;
                            };
                            faults: {
                                skuId: string;
                                productId: string;
                                title: string;
                                slot: string | null;
                                lastOutcome: ("jammed" | "empty" | "fault") | null;
                                lastFailedAt: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    clearSlotFault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
                skuId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Clear a slot fault after service; audited with who and when (staff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            skuId: string;
                            /** @enum {boolean} */
                            isSlotFaulted: false;
                            wasFaulted: boolean;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or sku. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getKioskCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Is this browser a paired kiosk of the device? (a missing or revoked credential: no) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            isPaired: boolean;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is sent but not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk cookie is of another device. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pairKiosk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Created: Pair this browser as the kiosk: a one-time code, or the staff bearer; sets an HttpOnly cookie */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deviceId: string;
                            /** Format: uuid */
                            credentialId: string;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The pairing code is wrong, used or expired, or the staff passkey is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong codes or passkeys: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPairingCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created: A one-time pairing code (30 minutes) and the kiosk address that uses it (staff) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            expiresAt: string;
                            kioskUrl: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listKioskCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The device's paired kiosk browsers, revoked ones too (staff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            pairedBy: "code" | "staff";
                            createdAt: string;
                            revokedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeKioskCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
                credentialId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Revoke a paired kiosk browser: its next kiosk call gets 401 (staff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            pairedBy: "code" | "staff";
                            createdAt: string;
                            revokedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or paired kiosk browser. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateKioskCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
                credentialId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created: Rotate: revoke a paired browser and get a one-time code to pair it again (staff) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            expiresAt: string;
                            kioskUrl: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device or paired kiosk browser. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDispensingReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                format?: "json" | "csv";
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Units dispensed per item ("Product — option") per day (device time zone), emergency kits, failures, refunds and stock-outs; test orders left out, no personal data. ?format=csv gives the same rows as CSV (staff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deviceId: string;
                            timeZone: string;
                            from: string;
                            to: string;
                            columns: string[];
                            rows: {
                                date: string;
                                deviceId: string;
                                productId: string;
                                skuId: string;
                                itemName: string;
                                unitsDispensed: number;
                                paidUnits: number;
                                freeUnits: number;
                                emergencyKits: number;
                                failedDispenses: number;
                                jams: number;
                                emptySlots: number;
                                motorFaults: number;
                                interrupted: number;
                                refundedOrders: number;
                                refundedAmount: number;
                                currency: string;
                                stockOuts: number;
                            }[];
                        };
                    };
                    "text/csv": string;
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The staff passkey is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOperatorSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The signed-in operator and when the session ends (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            operator: {
                                name: string;
                                /** @enum {string} */
                                role: "viewer" | "operator" | "admin";
                                mustChangePassword: boolean;
                            };
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signInOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK: Operator sign-in: the session in the HttpOnly cookie operator_session (on /console, 8 hours), or, with a second factor, { codeNeeded } and the step cookie operator_sign_in for POST /console/session/code; 401, 429 after 5 wrong ones from one client, 503 when busy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            operator: {
                                name: string;
                                /** @enum {string} */
                                role: "viewer" | "operator" | "admin";
                                mustChangePassword: boolean;
                            };
                            expiresAt: string;
                        } | {
                            /** @enum {boolean} */
                            codeNeeded: true;
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The name or password is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong passwords for this name or from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOutOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Operator sign-out everywhere: every session of the operator ends (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signInOperatorWithCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK: A sign-in's second step: a code of the authenticator app or a recovery code, with the step cookie operator_sign_in → the session cookie; each code is taken once */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            operator: {
                                name: string;
                                /** @enum {string} */
                                role: "viewer" | "operator" | "admin";
                                mustChangePassword: boolean;
                            };
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The code is wrong or used, or the sign-in step (its cookie) is gone: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong passwords or codes for this name or from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setOwnOperatorPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description OK: The signed-in operator sets a password of their own (at the first sign-in after a one-time one, or any time) (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "viewer" | "operator" | "admin";
                            disabledAt: string | null;
                            mustChangePassword: boolean;
                            twoFactorEnabled: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The current password is not right, or the new one is too short or the same. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong current passwords: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOwnTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Whether the signed-in operator's second factor is on, and recovery codes left (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            recoveryCodesLeft: number;
                        };
                    };
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startTwoFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Starts enrolment in a second factor: a new key for an authenticator app, shown this once (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            secret: string;
                            uri: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The second factor is on already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    disableOwnTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description OK: Turns the own second factor off, with a current code or the password (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            enabled: false;
                        };
                    };
                };
            };
            /** @description The code or the password is not right. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The second factor is not on. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong passwords or codes: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK: Confirms the new key with a current code: the second factor is on; ten recovery codes, each good once, shown this once (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            enabled: true;
                            recoveryCodes: string[];
                        };
                    };
                };
            };
            /** @description The code is not a current code of the new key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No enrolment was started, or the second factor is on already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong passwords or codes: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFleetKiosks: {
        parameters: {
            query?: {
                sort?: "name" | "status" | "slotFaults" | "daysLeft" | "naloxoneUnits" | "unitsToday" | "unitsThisMonth";
                dir?: "asc" | "desc";
                filter?: string;
                q?: string;
                locale?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Fleet overview: one row per kiosk; sorted, filtered, searched, paginated (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                deviceId: string;
                                name: string;
                                connection: {
                                    /** @enum {string} */
                                    state: "online" | "offline" | "never_seen";
                                    /** @enum {string} */
                                    source: "agent" | "last_call";
                                    since: string | null;
                                    lastSeenAt: string | null;
                                };
                                slotFaults: number;
                                lowestStock: {
                                    skuId: string;
                                    title: string;
                                    onHand: number;
                                    dailyRate: number;
                                    daysLeft: number;
                                } | null;
                                isLowStock: boolean;
                                naloxoneUnits: number;
                                unitsToday: number;
                                unitsThisMonth: number;
                                openAlerts: number;
                                agentVersion: string | null;
                                webVersion: string | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                            counts: {
                                all: number;
                                low_stock: number;
                                offline: number;
                                faults: number;
                                alerts: number;
                            };
                            generatedAt: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFleetKiosk: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One kiosk: stock with 30 daily points, slot faults and history, audit, counts, alerts (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deviceId: string;
                            name: string;
                            timeZone: string;
                            connection: {
                                /** @enum {string} */
                                state: "online" | "offline" | "never_seen";
                                /** @enum {string} */
                                source: "agent" | "last_call";
                                since: string | null;
                                lastSeenAt: string | null;
                            };
                            agentVersion: string | null;
                            webVersion: string | null;
                            stock: {
                                skuId: string;
                                productId: string;
                                title: string;
                                slot: string | null;
                                onHand: number;
                                held: number;
                                isSlotFaulted: boolean;
                                isNaloxone: boolean;
                                lowStockThreshold: number;
                                /** @enum {string} */
                                lowStockThresholdSource: "kiosk" | "fleet" | "default" | "none";
                                isLowStock: boolean;
                                dailyRate: number;
                                daysLeft: number | null;
                                days: {
                                    date: string;
                                    onHand: number;
                                    dispensed: number;
                                }[];
                            }[];
                            slotFaults: {
                                current: {
                                    skuId: string;
                                    title: string;
                                    slot: string | null;
                                    lastOutcome: ("jammed" | "empty" | "fault") | null;
                                    lastFailedAt: string | null;
                                }[];
                                history: {
                                    skuId: string;
                                    slot: string | null;
                                    /** @enum {string} */
                                    event: "failed" | "cleared";
                                    outcome: ("jammed" | "empty" | "fault") | null;
                                    at: string;
                                }[];
                            };
                            audit: {
                                skuId: string;
                                actor: string;
                                before: number;
                                after: number;
                                reason: string;
                                createdAt: string;
                            }[];
                            recent: {
                                days: number;
                                failedDispenses: number;
                                refundedOrders: number;
                                unitsDispensed: number;
                                refusedOfflineKits: number;
                            }[];
                            alerts: {
                                id: string;
                                /** @enum {string} */
                                kind: "low_stock" | "offline" | "slot_fault" | "dispense_failures";
                                deviceId: string;
                                deviceName: string;
                                skuId: string | null;
                                skuTitle: string | null;
                                since: string;
                                clearedAt: string | null;
                                isCleared: boolean;
                                value: number | null;
                                threshold: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConsoleChart: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                deviceId?: string;
                format?: "json" | "csv";
                locale?: string;
            };
            header?: never;
            path: {
                chart: "units-per-day" | "emergency-kits-per-week" | "failures-per-week";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: A chart: units per day per product, emergency kits or failures and refunds per week; ?format=csv (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            chart: "units-per-day" | "emergency-kits-per-week" | "failures-per-week";
                            /** @enum {string} */
                            bucket: "day" | "week";
                            from: string;
                            to: string;
                            deviceId: string | null;
                            series: {
                                key: string;
                                label: string;
                            }[];
                            rows: {
                                period: string;
                                values: {
                                    [key: string]: number;
                                };
                            }[];
                        };
                    } | string;
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such chart. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAlerts: {
        parameters: {
            query?: {
                state?: "open" | "cleared" | "all";
                kind?: "low_stock" | "offline" | "slot_fault" | "dispense_failures";
                deviceId?: string;
                locale?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Alerts (open by default): low stock, offline, slot fault, repeated dispense failures (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            alerts: {
                                id: string;
                                /** @enum {string} */
                                kind: "low_stock" | "offline" | "slot_fault" | "dispense_failures";
                                deviceId: string;
                                deviceName: string;
                                skuId: string | null;
                                skuTitle: string | null;
                                since: string;
                                clearedAt: string | null;
                                isCleared: boolean;
                                value: number | null;
                                threshold: number | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listThresholds: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Alert thresholds: every sku with its default, and the low-stock ones set per sku for every kiosk or one (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            skus: {
                                skuId: string;
                                title: string;
                                defaultUnits: number | null;
                            }[];
                            defaults: {
                                lowStockUnits: number;
                                offlineMinutes: number;
                                dispenseFailures: number;
                                dispenseFailuresWindowHours: number;
                            };
                            lowStock: {
                                deviceId: string | null;
                                skuId: string;
                                units: number;
                            }[];
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setThreshold: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceId: string | null;
                    skuId: string;
                    units: number | null;
                };
            };
        };
        responses: {
            /** @description OK: Set (or with units null remove) a low-stock threshold; alerts are evaluated again (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            skus: {
                                skuId: string;
                                title: string;
                                defaultUnits: number | null;
                            }[];
                            defaults: {
                                lowStockUnits: number;
                                offlineMinutes: number;
                                dispenseFailures: number;
                                dispenseFailuresWindowHours: number;
                            };
                            lowStock: {
                                deviceId: string | null;
                                skuId: string;
                                units: number;
                            }[];
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below operator, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAlertOutbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Alert messages recorded (in the demo: kept here instead of sent), newest first (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            messages: {
                                id: string;
                                alertId: string;
                                /** @enum {string} */
                                event: "raised" | "cleared";
                                /** @enum {string} */
                                channel: "email" | "webhook" | "outbox";
                                to: string;
                                subject: string;
                                body: string;
                                createdAt: string;
                                /** @enum {string} */
                                status: "pending" | "sent" | "failed";
                                attempts: number;
                                lastError: string | null;
                                nextAttemptAt: string | null;
                                sentAt: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Every operator account with its role and state, by name (operator, admin) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            operators: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "viewer" | "operator" | "admin";
                                disabledAt: string | null;
                                mustChangePassword: boolean;
                                twoFactorEnabled: boolean;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    role: "viewer" | "operator" | "admin";
                };
            };
        };
        responses: {
            /** @description Created: Adds an operator account with a role; its one-time password is shown once, and replaced at the first sign-in (operator, admin) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            operator: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "viewer" | "operator" | "admin";
                                disabledAt: string | null;
                                mustChangePassword: boolean;
                                twoFactorEnabled: boolean;
                                createdAt: string;
                            };
                            oneTimePassword: string;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An account of this name exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeOperator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operatorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Removes an operator account; its sessions end at once (operator, admin) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device, order, product or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The change would leave no enabled admin: make another operator an admin first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeOperator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operatorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role?: "viewer" | "operator" | "admin";
                    disabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK: Changes an account's role, or disables (its sessions end at once) or enables it (operator, admin) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "viewer" | "operator" | "admin";
                            disabledAt: string | null;
                            mustChangePassword: boolean;
                            twoFactorEnabled: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device, order, product or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The change would leave no enabled admin: make another operator an admin first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resetOperatorPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operatorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Resets an account's password: a one-time password, shown once; its sessions end, and its holder sets a new one at the next sign-in (operator, admin) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            operator: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "viewer" | "operator" | "admin";
                                disabledAt: string | null;
                                mustChangePassword: boolean;
                                twoFactorEnabled: boolean;
                                createdAt: string;
                            };
                            oneTimePassword: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device, order, product or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    clearOperatorTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operatorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Clears an operator's second factor (a lost authenticator): they sign in with name and password until they enrol again (operator, admin) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            enabled: false;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device, order, product or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listKioskReleases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The uploaded kiosk-PC releases, newest first (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            version: string;
                            tarballName: string;
                            sha256: string;
                            bytes: number;
                            minimumVersion: string;
                            uploadedBy: string;
                            uploadedAt: string;
                        }[];
                    };
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadKioskRelease: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Upload a kiosk-PC release: the tarball as the body (application/octet-stream), its signed manifest base64 in X-Release-Manifest; checked against the programme key and the sha256 (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            version: string;
                            tarballName: string;
                            sha256: string;
                            bytes: number;
                            minimumVersion: string;
                            uploadedBy: string;
                            uploadedAt: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below operator, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A release of this version is already uploaded, or the programme key is not set (RELEASE_PUBLIC_KEY_FILE). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApiInstances: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The API instances seen in the last three minutes, with their versions (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            version: string;
                            startedAt: string;
                            lastSeenAt: string;
                        }[];
                    };
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRollouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The roll-outs, newest first, with kiosks per state (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            version: string;
                            /** @enum {string} */
                            status: "running" | "paused" | "halted" | "completed";
                            stages: number[];
                            currentStage: number;
                            trialSeconds: number;
                            haltThreshold: number;
                            haltReason: string | null;
                            createdBy: string;
                            createdAt: string;
                            counts: {
                                [key: string]: number;
                            };
                        }[];
                    };
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startRollout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: string;
                    /** @default [] */
                    canaries?: string[];
                    /**
                     * @default [
                     *       5,
                     *       25,
                     *       50,
                     *       100
                     *     ]
                     */
                    stages?: number[];
                    /** @default 600 */
                    trialSeconds?: number;
                    /** @default 0.1 */
                    haltThreshold?: number;
                };
            };
        };
        responses: {
            /** @description OK: Start a roll-out of an uploaded release: canaries by name, then percentage stages; one at a time (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            version: string;
                            /** @enum {string} */
                            status: "running" | "paused" | "halted" | "completed";
                            stages: number[];
                            currentStage: number;
                            trialSeconds: number;
                            haltThreshold: number;
                            haltReason: string | null;
                            createdBy: string;
                            createdAt: string;
                            counts: {
                                [key: string]: number;
                            };
                            kiosks: {
                                deviceId: string;
                                name: string;
                                stage: number;
                                /** @enum {string} */
                                state: "pending" | "downloading" | "installed" | "on_trial" | "committed" | "rolled_back" | "failed";
                                reason: string | null;
                                sentAt: string | null;
                                updatedAt: string;
                                agentVersion: string | null;
                                webVersion: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below operator, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another roll-out is running or paused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRollout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rolloutId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: A roll-out with each kiosk's stage, state and reason (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            version: string;
                            /** @enum {string} */
                            status: "running" | "paused" | "halted" | "completed";
                            stages: number[];
                            currentStage: number;
                            trialSeconds: number;
                            haltThreshold: number;
                            haltReason: string | null;
                            createdBy: string;
                            createdAt: string;
                            counts: {
                                [key: string]: number;
                            };
                            kiosks: {
                                deviceId: string;
                                name: string;
                                stage: number;
                                /** @enum {string} */
                                state: "pending" | "downloading" | "installed" | "on_trial" | "committed" | "rolled_back" | "failed";
                                reason: string | null;
                                sentAt: string | null;
                                updatedAt: string;
                                agentVersion: string | null;
                                webVersion: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device, order, product or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeRollout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rolloutId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "pause" | "resume" | "halt" | "advance";
                };
            };
        };
        responses: {
            /** @description OK: Pause, resume or halt a roll-out, or start its next stage now (advance: a running one only) (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            version: string;
                            /** @enum {string} */
                            status: "running" | "paused" | "halted" | "completed";
                            stages: number[];
                            currentStage: number;
                            trialSeconds: number;
                            haltThreshold: number;
                            haltReason: string | null;
                            createdBy: string;
                            createdAt: string;
                            counts: {
                                [key: string]: number;
                            };
                            kiosks: {
                                deviceId: string;
                                name: string;
                                stage: number;
                                /** @enum {string} */
                                state: "pending" | "downloading" | "installed" | "on_trial" | "committed" | "rolled_back" | "failed";
                                reason: string | null;
                                sentAt: string | null;
                                updatedAt: string;
                                agentVersion: string | null;
                                webVersion: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below operator, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device, order, product or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The roll-out cannot take this action from its state (a completed one, say). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadKioskRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                version: string;
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: A release's tarball or `{tarball}.manifest.json`, with Range/If-Range (206, 416): the update command's bearer token, for its kiosk's release only */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing or wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device, order, product or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The range asked for starts past the end of the file (`Content-Range: bytes *\/{size}` gives its size). */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or wrong guesses: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createKiosk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceId: string;
                    name: string;
                    /** @default  */
                    address?: string;
                    /** @enum {string} */
                    timeZone: "Africa/Abidjan" | "Africa/Accra" | "Africa/Addis_Ababa" | "Africa/Algiers" | "Africa/Asmera" | "Africa/Bamako" | "Africa/Bangui" | "Africa/Banjul" | "Africa/Bissau" | "Africa/Blantyre" | "Africa/Brazzaville" | "Africa/Bujumbura" | "Africa/Cairo" | "Africa/Casablanca" | "Africa/Ceuta" | "Africa/Conakry" | "Africa/Dakar" | "Africa/Dar_es_Salaam" | "Africa/Djibouti" | "Africa/Douala" | "Africa/El_Aaiun" | "Africa/Freetown" | "Africa/Gaborone" | "Africa/Harare" | "Africa/Johannesburg" | "Africa/Juba" | "Africa/Kampala" | "Africa/Khartoum" | "Africa/Kigali" | "Africa/Kinshasa" | "Africa/Lagos" | "Africa/Libreville" | "Africa/Lome" | "Africa/Luanda" | "Africa/Lubumbashi" | "Africa/Lusaka" | "Africa/Malabo" | "Africa/Maputo" | "Africa/Maseru" | "Africa/Mbabane" | "Africa/Mogadishu" | "Africa/Monrovia" | "Africa/Nairobi" | "Africa/Ndjamena" | "Africa/Niamey" | "Africa/Nouakchott" | "Africa/Ouagadougou" | "Africa/Porto-Novo" | "Africa/Sao_Tome" | "Africa/Tripoli" | "Africa/Tunis" | "Africa/Windhoek" | "America/Adak" | "America/Anchorage" | "America/Anguilla" | "America/Antigua" | "America/Araguaina" | "America/Argentina/La_Rioja" | "America/Argentina/Rio_Gallegos" | "America/Argentina/Salta" | "America/Argentina/San_Juan" | "America/Argentina/San_Luis" | "America/Argentina/Tucuman" | "America/Argentina/Ushuaia" | "America/Aruba" | "America/Asuncion" | "America/Bahia" | "America/Bahia_Banderas" | "America/Barbados" | "America/Belem" | "America/Belize" | "America/Blanc-Sablon" | "America/Boa_Vista" | "America/Bogota" | "America/Boise" | "America/Buenos_Aires" | "America/Cambridge_Bay" | "America/Campo_Grande" | "America/Cancun" | "America/Caracas" | "America/Catamarca" | "America/Cayenne" | "America/Cayman" | "America/Chicago" | "America/Chihuahua" | "America/Ciudad_Juarez" | "America/Coral_Harbour" | "America/Cordoba" | "America/Costa_Rica" | "America/Coyhaique" | "America/Creston" | "America/Cuiaba" | "America/Curacao" | "America/Danmarkshavn" | "America/Dawson" | "America/Dawson_Creek" | "America/Denver" | "America/Detroit" | "America/Dominica" | "America/Edmonton" | "America/Eirunepe" | "America/El_Salvador" | "America/Fort_Nelson" | "America/Fortaleza" | "America/Glace_Bay" | "America/Godthab" | "America/Goose_Bay" | "America/Grand_Turk" | "America/Grenada" | "America/Guadeloupe" | "America/Guatemala" | "America/Guayaquil" | "America/Guyana" | "America/Halifax" | "America/Havana" | "America/Hermosillo" | "America/Indiana/Knox" | "America/Indiana/Marengo" | "America/Indiana/Petersburg" | "America/Indiana/Tell_City" | "America/Indiana/Vevay" | "America/Indiana/Vincennes" | "America/Indiana/Winamac" | "America/Indianapolis" | "America/Inuvik" | "America/Iqaluit" | "America/Jamaica" | "America/Jujuy" | "America/Juneau" | "America/Kentucky/Monticello" | "America/Kralendijk" | "America/La_Paz" | "America/Lima" | "America/Los_Angeles" | "America/Louisville" | "America/Lower_Princes" | "America/Maceio" | "America/Managua" | "America/Manaus" | "America/Marigot" | "America/Martinique" | "America/Matamoros" | "America/Mazatlan" | "America/Mendoza" | "America/Menominee" | "America/Merida" | "America/Metlakatla" | "America/Mexico_City" | "America/Miquelon" | "America/Moncton" | "America/Monterrey" | "America/Montevideo" | "America/Montserrat" | "America/Nassau" | "America/New_York" | "America/Nome" | "America/Noronha" | "America/North_Dakota/Beulah" | "America/North_Dakota/Center" | "America/North_Dakota/New_Salem" | "America/Ojinaga" | "America/Panama" | "America/Paramaribo" | "America/Phoenix" | "America/Port-au-Prince" | "America/Port_of_Spain" | "America/Porto_Velho" | "America/Puerto_Rico" | "America/Punta_Arenas" | "America/Rankin_Inlet" | "America/Recife" | "America/Regina" | "America/Resolute" | "America/Rio_Branco" | "America/Santarem" | "America/Santiago" | "America/Santo_Domingo" | "America/Sao_Paulo" | "America/Scoresbysund" | "America/Sitka" | "America/St_Barthelemy" | "America/St_Johns" | "America/St_Kitts" | "America/St_Lucia" | "America/St_Thomas" | "America/St_Vincent" | "America/Swift_Current" | "America/Tegucigalpa" | "America/Thule" | "America/Tijuana" | "America/Toronto" | "America/Tortola" | "America/Vancouver" | "America/Whitehorse" | "America/Winnipeg" | "America/Yakutat" | "Antarctica/Casey" | "Antarctica/Davis" | "Antarctica/DumontDUrville" | "Antarctica/Macquarie" | "Antarctica/Mawson" | "Antarctica/McMurdo" | "Antarctica/Palmer" | "Antarctica/Rothera" | "Antarctica/Syowa" | "Antarctica/Troll" | "Antarctica/Vostok" | "Arctic/Longyearbyen" | "Asia/Aden" | "Asia/Almaty" | "Asia/Amman" | "Asia/Anadyr" | "Asia/Aqtau" | "Asia/Aqtobe" | "Asia/Ashgabat" | "Asia/Atyrau" | "Asia/Baghdad" | "Asia/Bahrain" | "Asia/Baku" | "Asia/Bangkok" | "Asia/Barnaul" | "Asia/Beirut" | "Asia/Bishkek" | "Asia/Brunei" | "Asia/Calcutta" | "Asia/Chita" | "Asia/Colombo" | "Asia/Damascus" | "Asia/Dhaka" | "Asia/Dili" | "Asia/Dubai" | "Asia/Dushanbe" | "Asia/Famagusta" | "Asia/Gaza" | "Asia/Hebron" | "Asia/Hong_Kong" | "Asia/Hovd" | "Asia/Irkutsk" | "Asia/Jakarta" | "Asia/Jayapura" | "Asia/Jerusalem" | "Asia/Kabul" | "Asia/Kamchatka" | "Asia/Karachi" | "Asia/Katmandu" | "Asia/Khandyga" | "Asia/Krasnoyarsk" | "Asia/Kuala_Lumpur" | "Asia/Kuching" | "Asia/Kuwait" | "Asia/Macau" | "Asia/Magadan" | "Asia/Makassar" | "Asia/Manila" | "Asia/Muscat" | "Asia/Nicosia" | "Asia/Novokuznetsk" | "Asia/Novosibirsk" | "Asia/Omsk" | "Asia/Oral" | "Asia/Phnom_Penh" | "Asia/Pontianak" | "Asia/Pyongyang" | "Asia/Qatar" | "Asia/Qostanay" | "Asia/Qyzylorda" | "Asia/Rangoon" | "Asia/Riyadh" | "Asia/Saigon" | "Asia/Sakhalin" | "Asia/Samarkand" | "Asia/Seoul" | "Asia/Shanghai" | "Asia/Singapore" | "Asia/Srednekolymsk" | "Asia/Taipei" | "Asia/Tashkent" | "Asia/Tbilisi" | "Asia/Tehran" | "Asia/Thimphu" | "Asia/Tokyo" | "Asia/Tomsk" | "Asia/Ulaanbaatar" | "Asia/Urumqi" | "Asia/Ust-Nera" | "Asia/Vientiane" | "Asia/Vladivostok" | "Asia/Yakutsk" | "Asia/Yekaterinburg" | "Asia/Yerevan" | "Atlantic/Azores" | "Atlantic/Bermuda" | "Atlantic/Canary" | "Atlantic/Cape_Verde" | "Atlantic/Faeroe" | "Atlantic/Madeira" | "Atlantic/Reykjavik" | "Atlantic/South_Georgia" | "Atlantic/St_Helena" | "Atlantic/Stanley" | "Australia/Adelaide" | "Australia/Brisbane" | "Australia/Broken_Hill" | "Australia/Darwin" | "Australia/Eucla" | "Australia/Hobart" | "Australia/Lindeman" | "Australia/Lord_Howe" | "Australia/Melbourne" | "Australia/Perth" | "Australia/Sydney" | "Europe/Amsterdam" | "Europe/Andorra" | "Europe/Astrakhan" | "Europe/Athens" | "Europe/Belgrade" | "Europe/Berlin" | "Europe/Bratislava" | "Europe/Brussels" | "Europe/Bucharest" | "Europe/Budapest" | "Europe/Busingen" | "Europe/Chisinau" | "Europe/Copenhagen" | "Europe/Dublin" | "Europe/Gibraltar" | "Europe/Guernsey" | "Europe/Helsinki" | "Europe/Isle_of_Man" | "Europe/Istanbul" | "Europe/Jersey" | "Europe/Kaliningrad" | "Europe/Kiev" | "Europe/Kirov" | "Europe/Lisbon" | "Europe/Ljubljana" | "Europe/London" | "Europe/Luxembourg" | "Europe/Madrid" | "Europe/Malta" | "Europe/Mariehamn" | "Europe/Minsk" | "Europe/Monaco" | "Europe/Moscow" | "Europe/Oslo" | "Europe/Paris" | "Europe/Podgorica" | "Europe/Prague" | "Europe/Riga" | "Europe/Rome" | "Europe/Samara" | "Europe/San_Marino" | "Europe/Sarajevo" | "Europe/Saratov" | "Europe/Simferopol" | "Europe/Skopje" | "Europe/Sofia" | "Europe/Stockholm" | "Europe/Tallinn" | "Europe/Tirane" | "Europe/Ulyanovsk" | "Europe/Vaduz" | "Europe/Vatican" | "Europe/Vienna" | "Europe/Vilnius" | "Europe/Volgograd" | "Europe/Warsaw" | "Europe/Zagreb" | "Europe/Zurich" | "Indian/Antananarivo" | "Indian/Chagos" | "Indian/Christmas" | "Indian/Cocos" | "Indian/Comoro" | "Indian/Kerguelen" | "Indian/Mahe" | "Indian/Maldives" | "Indian/Mauritius" | "Indian/Mayotte" | "Indian/Reunion" | "Pacific/Apia" | "Pacific/Auckland" | "Pacific/Bougainville" | "Pacific/Chatham" | "Pacific/Easter" | "Pacific/Efate" | "Pacific/Enderbury" | "Pacific/Fakaofo" | "Pacific/Fiji" | "Pacific/Funafuti" | "Pacific/Galapagos" | "Pacific/Gambier" | "Pacific/Guadalcanal" | "Pacific/Guam" | "Pacific/Honolulu" | "Pacific/Kiritimati" | "Pacific/Kosrae" | "Pacific/Kwajalein" | "Pacific/Majuro" | "Pacific/Marquesas" | "Pacific/Midway" | "Pacific/Nauru" | "Pacific/Niue" | "Pacific/Norfolk" | "Pacific/Noumea" | "Pacific/Pago_Pago" | "Pacific/Palau" | "Pacific/Pitcairn" | "Pacific/Ponape" | "Pacific/Port_Moresby" | "Pacific/Rarotonga" | "Pacific/Saipan" | "Pacific/Tahiti" | "Pacific/Tarawa" | "Pacific/Tongatapu" | "Pacific/Truk" | "Pacific/Wake" | "Pacific/Wallis";
                    /** @enum {string} */
                    currency: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
                    languages: ("ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh")[];
                    /** @enum {string} */
                    defaultLanguage: "ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh";
                    supportPhone: string;
                    /** @default false */
                    isAccessibilityExtensionAllowed?: boolean;
                };
            };
        };
        responses: {
            /** @description Created: Creates a kiosk; its one-time pairing code (and agent environment file) are shown once (operator) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            kiosk: {
                                deviceId: string;
                                name: string;
                                address: string;
                                timeZone: string;
                                currency: string;
                                languages: ("ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh")[];
                                /** @enum {string} */
                                defaultLanguage: "ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh";
                                supportPhone: string;
                                isAccessibilityExtensionAllowed: boolean;
                                hasStaffPasskey: boolean;
                                isBrokerManaged: boolean;
                                createdAt: string;
                                retiredAt: string | null;
                            };
                            pairing: {
                                code: string;
                                expiresAt: string;
                                kioskUrl: string;
                            };
                            agentEnvFile: string | null;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The broker could not make its account: nothing was written. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getKioskSetup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: A kiosk's settings as set up, and whether it is retired (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deviceId: string;
                            name: string;
                            address: string;
                            timeZone: string;
                            currency: string;
                            languages: ("ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh")[];
                            /** @enum {string} */
                            defaultLanguage: "ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh";
                            supportPhone: string;
                            isAccessibilityExtensionAllowed: boolean;
                            hasStaffPasskey: boolean;
                            isBrokerManaged: boolean;
                            createdAt: string;
                            retiredAt: string | null;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    editKiosk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    address?: string;
                    /** @enum {string} */
                    timeZone: "Africa/Abidjan" | "Africa/Accra" | "Africa/Addis_Ababa" | "Africa/Algiers" | "Africa/Asmera" | "Africa/Bamako" | "Africa/Bangui" | "Africa/Banjul" | "Africa/Bissau" | "Africa/Blantyre" | "Africa/Brazzaville" | "Africa/Bujumbura" | "Africa/Cairo" | "Africa/Casablanca" | "Africa/Ceuta" | "Africa/Conakry" | "Africa/Dakar" | "Africa/Dar_es_Salaam" | "Africa/Djibouti" | "Africa/Douala" | "Africa/El_Aaiun" | "Africa/Freetown" | "Africa/Gaborone" | "Africa/Harare" | "Africa/Johannesburg" | "Africa/Juba" | "Africa/Kampala" | "Africa/Khartoum" | "Africa/Kigali" | "Africa/Kinshasa" | "Africa/Lagos" | "Africa/Libreville" | "Africa/Lome" | "Africa/Luanda" | "Africa/Lubumbashi" | "Africa/Lusaka" | "Africa/Malabo" | "Africa/Maputo" | "Africa/Maseru" | "Africa/Mbabane" | "Africa/Mogadishu" | "Africa/Monrovia" | "Africa/Nairobi" | "Africa/Ndjamena" | "Africa/Niamey" | "Africa/Nouakchott" | "Africa/Ouagadougou" | "Africa/Porto-Novo" | "Africa/Sao_Tome" | "Africa/Tripoli" | "Africa/Tunis" | "Africa/Windhoek" | "America/Adak" | "America/Anchorage" | "America/Anguilla" | "America/Antigua" | "America/Araguaina" | "America/Argentina/La_Rioja" | "America/Argentina/Rio_Gallegos" | "America/Argentina/Salta" | "America/Argentina/San_Juan" | "America/Argentina/San_Luis" | "America/Argentina/Tucuman" | "America/Argentina/Ushuaia" | "America/Aruba" | "America/Asuncion" | "America/Bahia" | "America/Bahia_Banderas" | "America/Barbados" | "America/Belem" | "America/Belize" | "America/Blanc-Sablon" | "America/Boa_Vista" | "America/Bogota" | "America/Boise" | "America/Buenos_Aires" | "America/Cambridge_Bay" | "America/Campo_Grande" | "America/Cancun" | "America/Caracas" | "America/Catamarca" | "America/Cayenne" | "America/Cayman" | "America/Chicago" | "America/Chihuahua" | "America/Ciudad_Juarez" | "America/Coral_Harbour" | "America/Cordoba" | "America/Costa_Rica" | "America/Coyhaique" | "America/Creston" | "America/Cuiaba" | "America/Curacao" | "America/Danmarkshavn" | "America/Dawson" | "America/Dawson_Creek" | "America/Denver" | "America/Detroit" | "America/Dominica" | "America/Edmonton" | "America/Eirunepe" | "America/El_Salvador" | "America/Fort_Nelson" | "America/Fortaleza" | "America/Glace_Bay" | "America/Godthab" | "America/Goose_Bay" | "America/Grand_Turk" | "America/Grenada" | "America/Guadeloupe" | "America/Guatemala" | "America/Guayaquil" | "America/Guyana" | "America/Halifax" | "America/Havana" | "America/Hermosillo" | "America/Indiana/Knox" | "America/Indiana/Marengo" | "America/Indiana/Petersburg" | "America/Indiana/Tell_City" | "America/Indiana/Vevay" | "America/Indiana/Vincennes" | "America/Indiana/Winamac" | "America/Indianapolis" | "America/Inuvik" | "America/Iqaluit" | "America/Jamaica" | "America/Jujuy" | "America/Juneau" | "America/Kentucky/Monticello" | "America/Kralendijk" | "America/La_Paz" | "America/Lima" | "America/Los_Angeles" | "America/Louisville" | "America/Lower_Princes" | "America/Maceio" | "America/Managua" | "America/Manaus" | "America/Marigot" | "America/Martinique" | "America/Matamoros" | "America/Mazatlan" | "America/Mendoza" | "America/Menominee" | "America/Merida" | "America/Metlakatla" | "America/Mexico_City" | "America/Miquelon" | "America/Moncton" | "America/Monterrey" | "America/Montevideo" | "America/Montserrat" | "America/Nassau" | "America/New_York" | "America/Nome" | "America/Noronha" | "America/North_Dakota/Beulah" | "America/North_Dakota/Center" | "America/North_Dakota/New_Salem" | "America/Ojinaga" | "America/Panama" | "America/Paramaribo" | "America/Phoenix" | "America/Port-au-Prince" | "America/Port_of_Spain" | "America/Porto_Velho" | "America/Puerto_Rico" | "America/Punta_Arenas" | "America/Rankin_Inlet" | "America/Recife" | "America/Regina" | "America/Resolute" | "America/Rio_Branco" | "America/Santarem" | "America/Santiago" | "America/Santo_Domingo" | "America/Sao_Paulo" | "America/Scoresbysund" | "America/Sitka" | "America/St_Barthelemy" | "America/St_Johns" | "America/St_Kitts" | "America/St_Lucia" | "America/St_Thomas" | "America/St_Vincent" | "America/Swift_Current" | "America/Tegucigalpa" | "America/Thule" | "America/Tijuana" | "America/Toronto" | "America/Tortola" | "America/Vancouver" | "America/Whitehorse" | "America/Winnipeg" | "America/Yakutat" | "Antarctica/Casey" | "Antarctica/Davis" | "Antarctica/DumontDUrville" | "Antarctica/Macquarie" | "Antarctica/Mawson" | "Antarctica/McMurdo" | "Antarctica/Palmer" | "Antarctica/Rothera" | "Antarctica/Syowa" | "Antarctica/Troll" | "Antarctica/Vostok" | "Arctic/Longyearbyen" | "Asia/Aden" | "Asia/Almaty" | "Asia/Amman" | "Asia/Anadyr" | "Asia/Aqtau" | "Asia/Aqtobe" | "Asia/Ashgabat" | "Asia/Atyrau" | "Asia/Baghdad" | "Asia/Bahrain" | "Asia/Baku" | "Asia/Bangkok" | "Asia/Barnaul" | "Asia/Beirut" | "Asia/Bishkek" | "Asia/Brunei" | "Asia/Calcutta" | "Asia/Chita" | "Asia/Colombo" | "Asia/Damascus" | "Asia/Dhaka" | "Asia/Dili" | "Asia/Dubai" | "Asia/Dushanbe" | "Asia/Famagusta" | "Asia/Gaza" | "Asia/Hebron" | "Asia/Hong_Kong" | "Asia/Hovd" | "Asia/Irkutsk" | "Asia/Jakarta" | "Asia/Jayapura" | "Asia/Jerusalem" | "Asia/Kabul" | "Asia/Kamchatka" | "Asia/Karachi" | "Asia/Katmandu" | "Asia/Khandyga" | "Asia/Krasnoyarsk" | "Asia/Kuala_Lumpur" | "Asia/Kuching" | "Asia/Kuwait" | "Asia/Macau" | "Asia/Magadan" | "Asia/Makassar" | "Asia/Manila" | "Asia/Muscat" | "Asia/Nicosia" | "Asia/Novokuznetsk" | "Asia/Novosibirsk" | "Asia/Omsk" | "Asia/Oral" | "Asia/Phnom_Penh" | "Asia/Pontianak" | "Asia/Pyongyang" | "Asia/Qatar" | "Asia/Qostanay" | "Asia/Qyzylorda" | "Asia/Rangoon" | "Asia/Riyadh" | "Asia/Saigon" | "Asia/Sakhalin" | "Asia/Samarkand" | "Asia/Seoul" | "Asia/Shanghai" | "Asia/Singapore" | "Asia/Srednekolymsk" | "Asia/Taipei" | "Asia/Tashkent" | "Asia/Tbilisi" | "Asia/Tehran" | "Asia/Thimphu" | "Asia/Tokyo" | "Asia/Tomsk" | "Asia/Ulaanbaatar" | "Asia/Urumqi" | "Asia/Ust-Nera" | "Asia/Vientiane" | "Asia/Vladivostok" | "Asia/Yakutsk" | "Asia/Yekaterinburg" | "Asia/Yerevan" | "Atlantic/Azores" | "Atlantic/Bermuda" | "Atlantic/Canary" | "Atlantic/Cape_Verde" | "Atlantic/Faeroe" | "Atlantic/Madeira" | "Atlantic/Reykjavik" | "Atlantic/South_Georgia" | "Atlantic/St_Helena" | "Atlantic/Stanley" | "Australia/Adelaide" | "Australia/Brisbane" | "Australia/Broken_Hill" | "Australia/Darwin" | "Australia/Eucla" | "Australia/Hobart" | "Australia/Lindeman" | "Australia/Lord_Howe" | "Australia/Melbourne" | "Australia/Perth" | "Australia/Sydney" | "Europe/Amsterdam" | "Europe/Andorra" | "Europe/Astrakhan" | "Europe/Athens" | "Europe/Belgrade" | "Europe/Berlin" | "Europe/Bratislava" | "Europe/Brussels" | "Europe/Bucharest" | "Europe/Budapest" | "Europe/Busingen" | "Europe/Chisinau" | "Europe/Copenhagen" | "Europe/Dublin" | "Europe/Gibraltar" | "Europe/Guernsey" | "Europe/Helsinki" | "Europe/Isle_of_Man" | "Europe/Istanbul" | "Europe/Jersey" | "Europe/Kaliningrad" | "Europe/Kiev" | "Europe/Kirov" | "Europe/Lisbon" | "Europe/Ljubljana" | "Europe/London" | "Europe/Luxembourg" | "Europe/Madrid" | "Europe/Malta" | "Europe/Mariehamn" | "Europe/Minsk" | "Europe/Monaco" | "Europe/Moscow" | "Europe/Oslo" | "Europe/Paris" | "Europe/Podgorica" | "Europe/Prague" | "Europe/Riga" | "Europe/Rome" | "Europe/Samara" | "Europe/San_Marino" | "Europe/Sarajevo" | "Europe/Saratov" | "Europe/Simferopol" | "Europe/Skopje" | "Europe/Sofia" | "Europe/Stockholm" | "Europe/Tallinn" | "Europe/Tirane" | "Europe/Ulyanovsk" | "Europe/Vaduz" | "Europe/Vatican" | "Europe/Vienna" | "Europe/Vilnius" | "Europe/Volgograd" | "Europe/Warsaw" | "Europe/Zagreb" | "Europe/Zurich" | "Indian/Antananarivo" | "Indian/Chagos" | "Indian/Christmas" | "Indian/Cocos" | "Indian/Comoro" | "Indian/Kerguelen" | "Indian/Mahe" | "Indian/Maldives" | "Indian/Mauritius" | "Indian/Mayotte" | "Indian/Reunion" | "Pacific/Apia" | "Pacific/Auckland" | "Pacific/Bougainville" | "Pacific/Chatham" | "Pacific/Easter" | "Pacific/Efate" | "Pacific/Enderbury" | "Pacific/Fakaofo" | "Pacific/Fiji" | "Pacific/Funafuti" | "Pacific/Galapagos" | "Pacific/Gambier" | "Pacific/Guadalcanal" | "Pacific/Guam" | "Pacific/Honolulu" | "Pacific/Kiritimati" | "Pacific/Kosrae" | "Pacific/Kwajalein" | "Pacific/Majuro" | "Pacific/Marquesas" | "Pacific/Midway" | "Pacific/Nauru" | "Pacific/Niue" | "Pacific/Norfolk" | "Pacific/Noumea" | "Pacific/Pago_Pago" | "Pacific/Palau" | "Pacific/Pitcairn" | "Pacific/Ponape" | "Pacific/Port_Moresby" | "Pacific/Rarotonga" | "Pacific/Saipan" | "Pacific/Tahiti" | "Pacific/Tarawa" | "Pacific/Tongatapu" | "Pacific/Truk" | "Pacific/Wake" | "Pacific/Wallis";
                    /** @enum {string} */
                    currency: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
                    languages: ("ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh")[];
                    /** @enum {string} */
                    defaultLanguage: "ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh";
                    supportPhone: string;
                    /** @default false */
                    isAccessibilityExtensionAllowed?: boolean;
                };
            };
        };
        responses: {
            /** @description OK: Edits a kiosk's settings (all of them); a retired kiosk cannot be edited (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deviceId: string;
                            name: string;
                            address: string;
                            timeZone: string;
                            currency: string;
                            languages: ("ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh")[];
                            /** @enum {string} */
                            defaultLanguage: "ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh";
                            supportPhone: string;
                            isAccessibilityExtensionAllowed: boolean;
                            hasStaffPasskey: boolean;
                            isBrokerManaged: boolean;
                            createdAt: string;
                            retiredAt: string | null;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk is retired: its settings no longer change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retireKiosk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Retires a kiosk: its browsers are unpaired, its broker account revoked, its calls refused; its orders and reports stay (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deviceId: string;
                            name: string;
                            address: string;
                            timeZone: string;
                            currency: string;
                            languages: ("ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh")[];
                            /** @enum {string} */
                            defaultLanguage: "ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh";
                            supportPhone: string;
                            isAccessibilityExtensionAllowed: boolean;
                            hasStaffPasskey: boolean;
                            isBrokerManaged: boolean;
                            createdAt: string;
                            retiredAt: string | null;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk is already retired. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The broker could not revoke its account: nothing changed. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    issueStaffPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created: Issues a new staff passkey for the kiosk (the old one stops working), shown once (operator) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deviceId: string;
                            passkey: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk is retired: it takes no staff passkey. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    issueBrokerAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created: A new password for the kiosk's broker account (its agent disconnected until it has it): the agent's environment file, shown once (operator) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deviceId: string;
                            agentEnvFile: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk is retired, or the server has no broker admin settings (use `kiosk:provision`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The broker could not be reached or refused: nothing changed. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    issueKioskPairingCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created: A new one-time pairing code for the kiosk (30 minutes), shown once (operator) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            expiresAt: string;
                            kioskUrl: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk is retired: it cannot be paired. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCatalogProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Every catalogue product with its skus, all languages, retired ones marked, and the programme's currency their prices are in (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            products: {
                                id: string;
                                titles: {
                                    [key: string]: string;
                                };
                                descriptions: {
                                    [key: string]: string;
                                };
                                images: string[];
                                sortOrder: number;
                                retiredAt: string | null;
                                skus: {
                                    id: string;
                                    productId: string;
                                    titles: {
                                        [key: string]: string;
                                    };
                                    price: number | null;
                                    isFree: boolean;
                                    dispenseQuantity: number;
                                    minAge: number | null;
                                    requiresAccessCode: boolean;
                                    isEmergencyDispense: boolean;
                                    isReservable: boolean;
                                    formUrls: string[];
                                    images: string[];
                                    sortOrder: number;
                                    retiredAt: string | null;
                                }[];
                            }[];
                            currency: string;
                        };
                    };
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCatalogProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    titles: {
                        ar?: string;
                        en: string;
                        es?: string;
                        fa?: string;
                        hi?: string;
                        hk?: string;
                        ht?: string;
                        hy?: string;
                        ja?: string;
                        kar?: string;
                        km?: string;
                        ko?: string;
                        mh?: string;
                        my?: string;
                        ne?: string;
                        ps?: string;
                        pt?: string;
                        ru?: string;
                        so?: string;
                        tl?: string;
                        th?: string;
                        uk?: string;
                        vi?: string;
                        zh?: string;
                    };
                    /** @default {} */
                    descriptions?: {
                        ar?: string;
                        en?: string;
                        es?: string;
                        fa?: string;
                        hi?: string;
                        hk?: string;
                        ht?: string;
                        hy?: string;
                        ja?: string;
                        kar?: string;
                        km?: string;
                        ko?: string;
                        mh?: string;
                        my?: string;
                        ne?: string;
                        ps?: string;
                        pt?: string;
                        ru?: string;
                        so?: string;
                        tl?: string;
                        th?: string;
                        uk?: string;
                        vi?: string;
                        zh?: string;
                    };
                    /** @default [] */
                    images?: string[];
                    /** @default 100 */
                    sortOrder?: number;
                    /** @description Each sku id at most once. */
                    skus: {
                        id: string;
                        /** @default {} */
                        titles?: {
                            ar?: string;
                            en?: string;
                            es?: string;
                            fa?: string;
                            hi?: string;
                            hk?: string;
                            ht?: string;
                            hy?: string;
                            ja?: string;
                            kar?: string;
                            km?: string;
                            ko?: string;
                            mh?: string;
                            my?: string;
                            ne?: string;
                            ps?: string;
                            pt?: string;
                            ru?: string;
                            so?: string;
                            tl?: string;
                            th?: string;
                            uk?: string;
                            vi?: string;
                            zh?: string;
                        };
                        price: number | null;
                        /** @default 1 */
                        dispenseQuantity?: number;
                        /** @default null */
                        minAge?: number | null;
                        /** @default false */
                        requiresAccessCode?: boolean;
                        /** @default false */
                        isEmergencyDispense?: boolean;
                        /** @default false */
                        isReservable?: boolean;
                        /** @default [] */
                        formUrls?: string[];
                        /** @default [] */
                        images?: string[];
                        /** @default 100 */
                        sortOrder?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created: Creates a catalogue product with its skus, recorded in the audit log (operator) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            titles: {
                                [key: string]: string;
                            };
                            descriptions: {
                                [key: string]: string;
                            };
                            images: string[];
                            sortOrder: number;
                            retiredAt: string | null;
                            skus: {
                                id: string;
                                productId: string;
                                titles: {
                                    [key: string]: string;
                                };
                                price: number | null;
                                isFree: boolean;
                                dispenseQuantity: number;
                                minAge: number | null;
                                requiresAccessCode: boolean;
                                isEmergencyDispense: boolean;
                                isReservable: boolean;
                                formUrls: string[];
                                images: string[];
                                sortOrder: number;
                                retiredAt: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The product or sku id is taken (the field is named): nothing was written. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCatalogProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One catalogue product with its skus, all languages (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            titles: {
                                [key: string]: string;
                            };
                            descriptions: {
                                [key: string]: string;
                            };
                            images: string[];
                            sortOrder: number;
                            retiredAt: string | null;
                            skus: {
                                id: string;
                                productId: string;
                                titles: {
                                    [key: string]: string;
                                };
                                price: number | null;
                                isFree: boolean;
                                dispenseQuantity: number;
                                minAge: number | null;
                                requiresAccessCode: boolean;
                                isEmergencyDispense: boolean;
                                isReservable: boolean;
                                formUrls: string[];
                                images: string[];
                                sortOrder: number;
                                retiredAt: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such product. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    editCatalogProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titles: {
                        ar?: string;
                        en: string;
                        es?: string;
                        fa?: string;
                        hi?: string;
                        hk?: string;
                        ht?: string;
                        hy?: string;
                        ja?: string;
                        kar?: string;
                        km?: string;
                        ko?: string;
                        mh?: string;
                        my?: string;
                        ne?: string;
                        ps?: string;
                        pt?: string;
                        ru?: string;
                        so?: string;
                        tl?: string;
                        th?: string;
                        uk?: string;
                        vi?: string;
                        zh?: string;
                    };
                    /** @default {} */
                    descriptions?: {
                        ar?: string;
                        en?: string;
                        es?: string;
                        fa?: string;
                        hi?: string;
                        hk?: string;
                        ht?: string;
                        hy?: string;
                        ja?: string;
                        kar?: string;
                        km?: string;
                        ko?: string;
                        mh?: string;
                        my?: string;
                        ne?: string;
                        ps?: string;
                        pt?: string;
                        ru?: string;
                        so?: string;
                        tl?: string;
                        th?: string;
                        uk?: string;
                        vi?: string;
                        zh?: string;
                    };
                    /** @default [] */
                    images?: string[];
                    /** @default 100 */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description OK: Edits a product's own fields (all of them; its skus apart), recorded (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            titles: {
                                [key: string]: string;
                            };
                            descriptions: {
                                [key: string]: string;
                            };
                            images: string[];
                            sortOrder: number;
                            retiredAt: string | null;
                            skus: {
                                id: string;
                                productId: string;
                                titles: {
                                    [key: string]: string;
                                };
                                price: number | null;
                                isFree: boolean;
                                dispenseQuantity: number;
                                minAge: number | null;
                                requiresAccessCode: boolean;
                                isEmergencyDispense: boolean;
                                isReservable: boolean;
                                formUrls: string[];
                                images: string[];
                                sortOrder: number;
                                retiredAt: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such product. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCatalogTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Per language: the catalogue texts it lacks, what kiosks show instead (English), and how many kiosks offer it (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            languages: {
                                /** @enum {string} */
                                language: "ar" | "en" | "es" | "fa" | "hi" | "hk" | "ht" | "hy" | "ja" | "kar" | "km" | "ko" | "mh" | "my" | "ne" | "ps" | "pt" | "ru" | "so" | "tl" | "th" | "uk" | "vi" | "zh";
                                kioskCount: number;
                                missing: {
                                    /** @enum {string} */
                                    kind: "product_title" | "product_description" | "sku_title";
                                    productId: string;
                                    skuId: string | null;
                                    fallback: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addCatalogSku: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @default {} */
                    titles?: {
                        ar?: string;
                        en?: string;
                        es?: string;
                        fa?: string;
                        hi?: string;
                        hk?: string;
                        ht?: string;
                        hy?: string;
                        ja?: string;
                        kar?: string;
                        km?: string;
                        ko?: string;
                        mh?: string;
                        my?: string;
                        ne?: string;
                        ps?: string;
                        pt?: string;
                        ru?: string;
                        so?: string;
                        tl?: string;
                        th?: string;
                        uk?: string;
                        vi?: string;
                        zh?: string;
                    };
                    price: number | null;
                    /** @default 1 */
                    dispenseQuantity?: number;
                    /** @default null */
                    minAge?: number | null;
                    /** @default false */
                    requiresAccessCode?: boolean;
                    /** @default false */
                    isEmergencyDispense?: boolean;
                    /** @default false */
                    isReservable?: boolean;
                    /** @default [] */
                    formUrls?: string[];
                    /** @default [] */
                    images?: string[];
                    /** @default 100 */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description Created: Adds a sku to a catalogue product, recorded (operator) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            titles: {
                                [key: string]: string;
                            };
                            descriptions: {
                                [key: string]: string;
                            };
                            images: string[];
                            sortOrder: number;
                            retiredAt: string | null;
                            skus: {
                                id: string;
                                productId: string;
                                titles: {
                                    [key: string]: string;
                                };
                                price: number | null;
                                isFree: boolean;
                                dispenseQuantity: number;
                                minAge: number | null;
                                requiresAccessCode: boolean;
                                isEmergencyDispense: boolean;
                                isReservable: boolean;
                                formUrls: string[];
                                images: string[];
                                sortOrder: number;
                                retiredAt: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such product. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The product or sku id is taken (the field is named): nothing was written. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    editCatalogSku: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                skuId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default {} */
                    titles?: {
                        ar?: string;
                        en?: string;
                        es?: string;
                        fa?: string;
                        hi?: string;
                        hk?: string;
                        ht?: string;
                        hy?: string;
                        ja?: string;
                        kar?: string;
                        km?: string;
                        ko?: string;
                        mh?: string;
                        my?: string;
                        ne?: string;
                        ps?: string;
                        pt?: string;
                        ru?: string;
                        so?: string;
                        tl?: string;
                        th?: string;
                        uk?: string;
                        vi?: string;
                        zh?: string;
                    };
                    price: number | null;
                    /** @default 1 */
                    dispenseQuantity?: number;
                    /** @default null */
                    minAge?: number | null;
                    /** @default false */
                    requiresAccessCode?: boolean;
                    /** @default false */
                    isEmergencyDispense?: boolean;
                    /** @default false */
                    isReservable?: boolean;
                    /** @default [] */
                    formUrls?: string[];
                    /** @default [] */
                    images?: string[];
                    /** @default 100 */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description OK: Edits a sku (all its fields), recorded (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            productId: string;
                            titles: {
                                [key: string]: string;
                            };
                            price: number | null;
                            isFree: boolean;
                            dispenseQuantity: number;
                            minAge: number | null;
                            requiresAccessCode: boolean;
                            isEmergencyDispense: boolean;
                            isReservable: boolean;
                            formUrls: string[];
                            images: string[];
                            sortOrder: number;
                            retiredAt: string | null;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such sku. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retireCatalogProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Retires a product: a retired one is hidden from every kiosk and cannot be ordered; its orders and reports stay (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            titles: {
                                [key: string]: string;
                            };
                            descriptions: {
                                [key: string]: string;
                            };
                            images: string[];
                            sortOrder: number;
                            retiredAt: string | null;
                            skus: {
                                id: string;
                                productId: string;
                                titles: {
                                    [key: string]: string;
                                };
                                price: number | null;
                                isFree: boolean;
                                dispenseQuantity: number;
                                minAge: number | null;
                                requiresAccessCode: boolean;
                                isEmergencyDispense: boolean;
                                isReservable: boolean;
                                formUrls: string[];
                                images: string[];
                                sortOrder: number;
                                retiredAt: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such product. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It is already retired, or already in the catalogue. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreCatalogProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Brings back a product: a retired one is hidden from every kiosk and cannot be ordered; its orders and reports stay (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            titles: {
                                [key: string]: string;
                            };
                            descriptions: {
                                [key: string]: string;
                            };
                            images: string[];
                            sortOrder: number;
                            retiredAt: string | null;
                            skus: {
                                id: string;
                                productId: string;
                                titles: {
                                    [key: string]: string;
                                };
                                price: number | null;
                                isFree: boolean;
                                dispenseQuantity: number;
                                minAge: number | null;
                                requiresAccessCode: boolean;
                                isEmergencyDispense: boolean;
                                isReservable: boolean;
                                formUrls: string[];
                                images: string[];
                                sortOrder: number;
                                retiredAt: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such product. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It is already retired, or already in the catalogue. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retireCatalogSku: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                skuId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Retires a sku: a retired one is hidden from every kiosk and cannot be ordered; its orders and reports stay (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            productId: string;
                            titles: {
                                [key: string]: string;
                            };
                            price: number | null;
                            isFree: boolean;
                            dispenseQuantity: number;
                            minAge: number | null;
                            requiresAccessCode: boolean;
                            isEmergencyDispense: boolean;
                            isReservable: boolean;
                            formUrls: string[];
                            images: string[];
                            sortOrder: number;
                            retiredAt: string | null;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such sku. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It is already retired, or already in the catalogue. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreCatalogSku: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                skuId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Brings back a sku: a retired one is hidden from every kiosk and cannot be ordered; its orders and reports stay (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            productId: string;
                            titles: {
                                [key: string]: string;
                            };
                            price: number | null;
                            isFree: boolean;
                            dispenseQuantity: number;
                            minAge: number | null;
                            requiresAccessCode: boolean;
                            isEmergencyDispense: boolean;
                            isReservable: boolean;
                            formUrls: string[];
                            images: string[];
                            sortOrder: number;
                            retiredAt: string | null;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such sku. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It is already retired, or already in the catalogue. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadCatalogImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created: Stores a catalogue picture: the raw bytes as the body (image/png, image/jpeg or image/webp, at most 2 MB), checked to be that type; answers its path for `images` (operator) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            path: string;
                            /** @enum {string} */
                            contentType: "image/png" | "image/jpeg" | "image/webp";
                            size: number;
                            sha256: string;
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The picture is larger than 2 MB: nothing was stored. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not a PNG, JPEG or WebP picture, or its bytes are not the stated type: nothing was stored. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCatalogImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: A catalogue picture, as stored (its type, nosniff); immutable: its ETag is its sha256, cached for a year */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device, order, product or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getKioskAssortment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The skus a kiosk offers, in its order, with the catalogue and kiosk prices, and the catalogue skus it does not offer (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deviceId: string;
                            currency: string;
                            offered: {
                                skuId: string;
                                productId: string;
                                productTitle: string;
                                skuTitle: string;
                                catalogPrice: number | null;
                                kioskPrice: number | null;
                                price: number | null;
                                onHand: number;
                            }[];
                            notOffered: {
                                skuId: string;
                                productId: string;
                                productTitle: string;
                                skuTitle: string;
                                catalogPrice: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setKioskAssortment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Each skuId at most once. */
                    skus: {
                        skuId: string;
                        price: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK: Sets the skus a kiosk offers, in order, each at its own price or the catalogue’s (null); skus taken out keep their stock (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deviceId: string;
                            currency: string;
                            offered: {
                                skuId: string;
                                productId: string;
                                productTitle: string;
                                skuTitle: string;
                                catalogPrice: number | null;
                                kioskPrice: number | null;
                                price: number | null;
                                onHand: number;
                            }[];
                            notOffered: {
                                skuId: string;
                                productId: string;
                                productTitle: string;
                                skuTitle: string;
                                catalogPrice: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below admin, or they must first set a password of their own, or the write lacks its `X-Console-Request: 1` header. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The kiosk is retired: its assortment no longer changes. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                kind?: "kiosk" | "staff_passkey" | "pairing_code" | "broker_account" | "operator" | "threshold" | "product" | "sku" | "catalog_image";
                deviceId?: string;
                author?: string;
                from?: string;
                to?: string;
                format?: "json" | "csv";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The audit log: every change from the console or a command line, newest first; ?format=csv (operator) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            entries: {
                                id: string;
                                at: string;
                                /** @enum {string} */
                                authorKind: "operator" | "cli" | "staff";
                                author: string;
                                action: string;
                                /** @enum {string} */
                                subjectKind: "kiosk" | "staff_passkey" | "pairing_code" | "broker_account" | "operator" | "threshold" | "product" | "sku" | "catalog_image";
                                subjectId: string;
                                deviceId: string | null;
                                before: {
                                    [key: string]: unknown;
                                } | null;
                                after: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    } | string;
                };
            };
            /** @description A parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator session is missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's role is below viewer, or they must first set a password of their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong credentials from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordAnalyticsEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceId?: string;
                    events: {
                        name: string;
                        /** @default {} */
                        properties?: {
                            [key: string]: string | number | boolean | null;
                        };
                        /** @description When the event happened on the device (ISO 8601 with Z or an offset). Optional: an event without it is stored with the time the server received the batch. */
                        timestamp?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Accepted: Store a batch of analytics events (sanitised again on arrival; rate-limited) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accepted: number;
                        };
                    };
                };
            };
            /** @description A field of the body or a parameter is not valid (`field` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many batches from this client: try again after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Prometheus metrics (text exposition format 0.0.4) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    backUpDatabase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: A consistent copy of the embedded database (gzipped tarball of its data folder) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is not valid (`field` names it), or a body was sent that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The owner's bearer is missing or wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not here: the database is not the embedded one, or the call is not from this machine. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached: try again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
