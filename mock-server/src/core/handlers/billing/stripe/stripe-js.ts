/**
 * Source of the offline Stripe.js double served at GET /__ext/stripe/v3/ (
 * docs/payments.md). It defines `window.Stripe(key)` with the subset the dashboard calls:
 * `elements()`, `elements.create('payment' | 'card' | 'address')` rendering plain labelled inputs,
 * `confirmSetup`, `confirmCardSetup`, `confirmPayment`, `confirmCardPayment` and
 * `retrievePaymentIntent`, which talk JSON to the double's endpoints next to the script
 * (`<base>/v1/...`). Plain ES5-style JavaScript so every browser and jsdom run it unchanged.
 */
import { STRIPE_ELEMENTS_SOURCE } from './stripe-elements-js.ts';

export const STRIPE_JS_SOURCE = `/* fleetmock offline Stripe.js double: see docs/payments.md */
(function () {
  'use strict';
  var script = document.currentScript;
  var src = script && script.src ? script.src : '';
  var BASE = window.__FLEETMOCK_STRIPE_BASE__ || (src ? src.replace(/\\/v3\\/?(\\?.*)?$/, '') : location.origin + '/__ext/stripe');
${STRIPE_ELEMENTS_SOURCE}
  function idOf(secret) { return String(secret || '').split('_secret_')[0]; }
  function netError() { return { error: { type: 'api_connection_error', message: 'Failed to reach the payment service.' } }; }
  function call(method, path, body) {
    var headers = { 'content-type': 'application/json' };
    if (window.__FLEETMOCK_SESSION__) headers['x-mock-session'] = window.__FLEETMOCK_SESSION__;
    return fetch(BASE + path, { method: method, headers: headers, body: body ? JSON.stringify(body) : undefined })
      .then(function (res) { return res.json().then(function (json) { return { ok: res.ok, json: json }; }); })
      .catch(function () { return { ok: false, json: netError() }; });
  }
  function billingDetails(elements, extra) {
    var details = {};
    var address = elements && elements._byType.address;
    if (address && !address._destroyed) {
      var v = address._value();
      details.name = v.name;
      details.address = v.address;
    }
    if (extra) for (var k in extra) details[k] = extra[k];
    return details;
  }
  function methodData(element, elements, extra) {
    if (!element || element._destroyed) return { error: { type: 'validation_error', code: 'incomplete', message: 'Please provide your payment details.' } };
    var problem = element._problem();
    if (problem) return { error: problem };
    var data = element._paymentData();
    data.billing_details = billingDetails(elements, extra);
    return { data: data };
  }
  function redirectTo(url, kind, id, secret) {
    var sep = url.indexOf('?') < 0 ? '?' : '&';
    location.assign(url + sep + kind + '=' + encodeURIComponent(id) + '&' + kind + '_client_secret=' + encodeURIComponent(secret) + '&redirect_status=succeeded');
    return new Promise(function () {});
  }
  // The 3-D Secure challenge Stripe.js would open for an intent in requires_action: a modal page of
  // the test bank where the cardholder completes or fails the authentication. It is marked as a top
  // layer so a host page's own modal dialog (react-aria) neither hides it nor takes its clicks or focus.
  function challenge(kind, id, secret) {
    return new Promise(function (resolve) {
      var overlay = document.createElement('div');
      overlay.setAttribute('data-fleetmock-3ds', '');
      overlay.setAttribute('data-react-aria-top-layer', 'true');
      overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.55)';
      var box = document.createElement('div');
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-modal', 'true');
      box.setAttribute('aria-labelledby', 'fleetmock-3ds-title');
      box.setAttribute('aria-describedby', 'fleetmock-3ds-text');
      box.style.cssText = 'background:#fff;color:#1a1a1a;padding:24px;border-radius:8px;max-width:380px;font:15px/1.4 system-ui,sans-serif;box-shadow:0 8px 32px rgba(0,0,0,.3)';
      var title = document.createElement('h2');
      title.id = 'fleetmock-3ds-title';
      title.style.cssText = 'margin:0 0 8px;font-size:18px';
      title.textContent = '3D Secure authentication';
      var text = document.createElement('p');
      text.id = 'fleetmock-3ds-text';
      text.textContent = 'fleetmock test bank: complete or fail the authentication of this payment method.';
      var actions = document.createElement('div');
      actions.style.cssText = 'display:flex;gap:8px;justify-content:flex-end;margin-top:16px';
      var busy = false;
      function settle(outcome) {
        if (busy) return;
        busy = true;
        var path = kind === 'setup_intent' ? '/v1/setup_intents/' : '/v1/payment_intents/';
        call('POST', path + encodeURIComponent(id) + '/authenticate', { client_secret: secret, outcome: outcome }).then(function (r) {
          if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
          resolve(r);
        });
      }
      function button(label, outcome) {
        var b = document.createElement('button');
        b.type = 'button';
        b.textContent = label;
        b.style.cssText = 'padding:8px 14px;border-radius:6px;border:1px solid #555;cursor:pointer;font:inherit;' + (outcome === 'complete' ? 'background:#1a56db;color:#fff;border-color:#1a56db' : 'background:#fff;color:#1a1a1a');
        b.addEventListener('click', function () { settle(outcome); });
        return b;
      }
      var fail = button('Fail authentication', 'fail');
      var complete = button('Complete authentication', 'complete');
      actions.appendChild(fail);
      actions.appendChild(complete);
      box.appendChild(title);
      box.appendChild(text);
      box.appendChild(actions);
      overlay.appendChild(box);
      // Escape abandons the challenge, which Stripe reports as a failed authentication.
      overlay.addEventListener('keydown', function (e) { if (e.key === 'Escape') { e.stopPropagation(); settle('fail'); } });
      document.body.appendChild(overlay);
      complete.focus();
    });
  }
  function confirm(kind, secret, element, elements, params, redirect) {
    params = params || {};
    var pmd = params.payment_method_data || {};
    var gathered = methodData(element, elements, pmd.billing_details);
    if (gathered.error) return Promise.resolve({ error: gathered.error });
    var path = kind === 'setup_intent' ? '/v1/setup_intents/' : '/v1/payment_intents/';
    var body = { client_secret: secret, payment_method_data: gathered.data };
    if (params.return_url) body.return_url = params.return_url;
    return call('POST', path + encodeURIComponent(idOf(secret)) + '/confirm', body).then(function (r) {
      if (r.ok && r.json && r.json.status === 'requires_action') return challenge(kind, r.json.id, secret);
      return r;
    }).then(function (r) {
      if (!r.ok) return { error: (r.json && r.json.error) || netError().error };
      if (redirect !== 'if_required' && params.return_url) return redirectTo(params.return_url, kind, r.json.id, secret);
      return kind === 'setup_intent' ? { setupIntent: r.json } : { paymentIntent: r.json };
    });
  }
  function secretOf(opts, elements) { return (opts && opts.clientSecret) || (elements && elements._opts.clientSecret); }
  function primary(elements) { return elements && (elements._byType.payment || elements._byType.card); }
  function fromData(data) {
    var pm = data && data.payment_method;
    return { element: pm && pm.card, extra: pm && pm.billing_details };
  }
  function Stripe(key, options) {
    if (!(this instanceof Stripe)) return new Stripe(key, options);
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) throw new Error('Invalid API Key provided: ' + key);
    this._key = key;
    this._options = options || {};
  }
  Stripe.prototype.elements = function (opts) { return new Elements(opts || {}); };
  Stripe.prototype.confirmSetup = function (opts) {
    opts = opts || {};
    return confirm('setup_intent', secretOf(opts, opts.elements), primary(opts.elements), opts.elements, opts.confirmParams, opts.redirect);
  };
  Stripe.prototype.confirmPayment = function (opts) {
    opts = opts || {};
    return confirm('payment_intent', secretOf(opts, opts.elements), primary(opts.elements), opts.elements, opts.confirmParams, opts.redirect);
  };
  Stripe.prototype.confirmCardSetup = function (secret, data) {
    var d = fromData(data);
    return confirm('setup_intent', secret, d.element, d.element && d.element._group, { payment_method_data: { billing_details: d.extra } }, 'if_required');
  };
  Stripe.prototype.confirmCardPayment = function (secret, data) {
    var d = fromData(data);
    return confirm('payment_intent', secret, d.element, d.element && d.element._group, { payment_method_data: { billing_details: d.extra } }, 'if_required');
  };
  Stripe.prototype.retrievePaymentIntent = function (secret) {
    return call('GET', '/v1/payment_intents/' + encodeURIComponent(idOf(secret)) + '?client_secret=' + encodeURIComponent(secret)).then(function (r) {
      return r.ok ? { paymentIntent: r.json } : { error: (r.json && r.json.error) || netError().error };
    });
  };
  // @stripe/react-stripe-js checks these exist before it accepts the instance; tokens and bare
  // payment methods are outside the double, so they answer an error like an unsupported call.
  function unsupported(name) {
    return function () { return Promise.resolve({ error: { type: 'invalid_request_error', code: 'unsupported', message: name + ' is not supported by the offline Stripe double; use confirmSetup or confirmPayment.' } }); };
  }
  Stripe.prototype.createToken = unsupported('createToken');
  Stripe.prototype.createPaymentMethod = unsupported('createPaymentMethod');
  Stripe.prototype.registerAppInfo = function () {};
  Stripe.prototype._registerWrapper = function () {};
  Stripe.version = 3;
  Stripe.fleetmock = true;
  window.Stripe = Stripe;
})();
`;
