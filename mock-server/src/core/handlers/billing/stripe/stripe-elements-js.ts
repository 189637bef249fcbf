/**
 * The Elements part of the offline Stripe.js double (see stripe-js.ts): `Elements` with
 * `create`, `getElement`, `update`, `submit`, and elements with `mount`, `unmount`, `on`, `off`,
 * `once`, `update`, `focus`, `clear`, `destroy` and (address) `getValue`. Each element renders a
 * fieldset of labelled native inputs, so the form is keyboard- and screen-reader-usable and
 * Playwright can fill it by label. Test-card rules live on the server (cards.ts).
 */
export const STRIPE_ELEMENTS_SOURCE = `
  var seq = 0;
  var CARD_FIELDS = [
    ['number', 'Card number', 'cc-number', '1234 1234 1234 1234'],
    ['expiry', 'Expiration date (MM / YY)', 'cc-exp', 'MM / YY'],
    ['cvc', 'Security code', 'cc-csc', 'CVC']
  ];
  var BANK_FIELDS = [['routing', 'Routing number', 'off', '110000000'], ['account', 'Account number', 'off', '000123456789']];
  var SEPA_FIELDS = [['iban', 'IBAN', 'off', 'DE89 3704 0044 0532 0130 00']];
  var ADDRESS_FIELDS = [
    ['name', 'Full name', 'name'], ['line1', 'Address line 1', 'address-line1'], ['line2', 'Address line 2 (optional)', 'address-line2'],
    ['city', 'City', 'address-level2'], ['state', 'State or province', 'address-level1'], ['postal_code', 'Postal code', 'postal-code'],
    ['country', 'Country (two-letter code)', 'country']
  ];
  function digits(s) { return String(s || '').split('').filter(function (c) { return c >= '0' && c <= '9'; }).join(''); }
  function luhn(n) {
    var sum = 0;
    for (var i = 0; i < n.length; i++) { var d = +n[n.length - 1 - i]; if (i % 2) { d *= 2; if (d > 9) d -= 9; } sum += d; }
    return n.length >= 12 && sum % 10 === 0;
  }
  function verr(code, message) { return { type: 'validation_error', code: code, message: message }; }
  function Element(group, type, opts) {
    this._group = group; this._type = type; this._opts = opts || {}; this._handlers = {};
    this._id = 'fleetmock-stripe-' + (++seq); this._values = {}; this._method = 'card'; this._root = null; this._destroyed = false;
    var defaults = (this._opts.defaultValues) || {};
    if (type === 'address') {
      this._values.name = defaults.name || '';
      var a = defaults.address || {};
      for (var k in a) this._values[k] = a[k] || '';
    }
  }
  Element.prototype.on = function (event, cb) { (this._handlers[event] = this._handlers[event] || []).push(cb); return this; };
  Element.prototype.off = function (event, cb) {
    var list = this._handlers[event] || [];
    this._handlers[event] = cb ? list.filter(function (h) { return h !== cb; }) : [];
    return this;
  };
  Element.prototype.once = function (event, cb) {
    var self = this;
    function wrapped(e) { self.off(event, wrapped); cb(e); }
    return this.on(event, wrapped);
  };
  Element.prototype._emit = function (event, payload) {
    (this._handlers[event] || []).slice().forEach(function (h) { h(payload); });
  };
  Element.prototype._fields = function () {
    if (this._type === 'address') return ADDRESS_FIELDS;
    if (this._type === 'payment' && this._method === 'sepa_debit') return SEPA_FIELDS;
    return this._type === 'payment' && this._method === 'us_bank_account' ? BANK_FIELDS : CARD_FIELDS;
  };
  Element.prototype._render = function () {
    var self = this, doc = this._root.ownerDocument;
    this._root.innerHTML = '';
    var fs = doc.createElement('fieldset');
    fs.className = 'fleetmock-stripe fleetmock-stripe-' + this._type;
    fs.setAttribute('data-fleetmock-stripe', this._type);
    var legend = doc.createElement('legend');
    legend.textContent = this._type === 'address' ? 'Billing address' : 'Payment details';
    fs.appendChild(legend);
    if (this._type === 'payment') {
      var label = doc.createElement('label'), select = doc.createElement('select');
      label.textContent = 'Payment method';
      select.id = this._id + '-method';
      label.htmlFor = select.id;
      [['card', 'Card'], ['us_bank_account', 'US bank account'], ['sepa_debit', 'SEPA Direct Debit']].forEach(function (o) {
        var opt = doc.createElement('option'); opt.value = o[0]; opt.textContent = o[1]; select.appendChild(opt);
      });
      select.value = this._method;
      select.disabled = !!this._opts.disabled;
      select.addEventListener('change', function () { self._method = select.value; self._values = {}; self._render(); self._changed(); });
      fs.appendChild(label); fs.appendChild(select);
    }
    this._fields().forEach(function (f) {
      var label = doc.createElement('label'), input = doc.createElement('input');
      input.id = self._id + '-' + f[0];
      input.name = f[0];
      input.autocomplete = f[2];
      if (f[3]) input.placeholder = f[3];
      if (self._type !== 'address' || f[0] === 'postal_code') input.inputMode = self._type === 'address' ? 'text' : 'numeric';
      input.value = self._values[f[0]] || '';
      input.disabled = !!self._opts.disabled;
      label.textContent = f[1];
      label.htmlFor = input.id;
      input.addEventListener('input', function () { self._values[f[0]] = input.value; self._changed(); });
      input.addEventListener('focus', function () { self._emit('focus', { elementType: self._type }); });
      input.addEventListener('blur', function () { self._emit('blur', { elementType: self._type }); });
      fs.appendChild(label); fs.appendChild(input);
    });
    var alert = doc.createElement('div');
    alert.setAttribute('role', 'alert');
    alert.className = 'fleetmock-stripe-error';
    fs.appendChild(alert);
    this._alert = alert;
    this._root.appendChild(fs);
  };
  Element.prototype._value = function () {
    var v = this._values;
    return { name: v.name || '', address: { line1: v.line1 || '', line2: v.line2 || null, city: v.city || '', state: v.state || null, postal_code: v.postal_code || '', country: (v.country || '').toUpperCase() } };
  };
  Element.prototype._expiry = function () {
    var d = digits(this._values.expiry);
    if (d.length !== 4 && d.length !== 6) return null;
    var month = +d.slice(0, 2), year = d.length === 4 ? 2000 + +d.slice(2) : +d.slice(2);
    return month >= 1 && month <= 12 ? { month: month, year: year } : null;
  };
  Element.prototype._problem = function () {
    var v = this._values;
    if (this._type === 'address') {
      var a = this._value();
      return a.name && a.address.line1 && a.address.city && a.address.postal_code && a.address.country.length === 2 ? null : verr('incomplete_address', 'Your address is incomplete.');
    }
    if (this._type === 'payment' && this._method === 'sepa_debit') {
      return String(v.iban || '').replace(/\\s+/g, '').length >= 15 ? null : verr('incomplete_iban', 'Your IBAN is incomplete.');
    }
    if (this._type === 'payment' && this._method === 'us_bank_account') {
      if (digits(v.routing).length !== 9) return verr('invalid_routing_number', 'Your routing number is invalid.');
      return digits(v.account).length >= 4 ? null : verr('incomplete_account_number', 'Your account number is incomplete.');
    }
    var n = digits(v.number);
    if (n.length < 12) return verr('incomplete_number', 'Your card number is incomplete.');
    if (!luhn(n)) return verr('invalid_number', 'Your card number is invalid.');
    if (!this._expiry()) return verr('incomplete_expiry', "Your card's expiration date is incomplete.");
    return digits(v.cvc).length >= 3 ? null : verr('incomplete_cvc', "Your card's security code is incomplete.");
  };
  Element.prototype._paymentData = function () {
    var v = this._values;
    if (this._type === 'payment' && this._method === 'sepa_debit') return { type: 'sepa_debit', sepa_debit: { iban: String(v.iban || '').replace(/\\s+/g, '').toUpperCase() } };
    if (this._type === 'payment' && this._method === 'us_bank_account') return { type: 'us_bank_account', us_bank_account: { routing_number: digits(v.routing), account_number: digits(v.account) } };
    var e = this._expiry();
    return { type: 'card', card: { number: digits(v.number), exp_month: e.month, exp_year: e.year, cvc: digits(v.cvc) } };
  };
  Element.prototype._changed = function () {
    var problem = this._problem(), v = this._values, empty = true;
    for (var k in v) if (v[k]) empty = false;
    var shown = !empty && problem && problem.code.indexOf('invalid') === 0 ? problem : undefined;
    if (this._alert) this._alert.textContent = shown ? shown.message : '';
    var event = { elementType: this._type, empty: empty, complete: !problem, error: shown };
    if (this._type === 'address') event.value = this._value();
    if (this._type === 'payment') event.value = { type: this._method };
    this._emit('change', event);
  };
  Element.prototype.mount = function (target) {
    if (this._destroyed) throw new Error('This Element has already been destroyed.');
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node) throw new Error('The selector you specified (' + target + ') applies to no DOM elements.');
    this._root = node;
    this._render();
    var self = this;
    setTimeout(function () { self._emit('ready', { elementType: self._type }); }, 0);
  };
  Element.prototype.unmount = function () { if (this._root) this._root.innerHTML = ''; this._root = null; this._alert = null; };
  Element.prototype.destroy = function () { this.unmount(); this._destroyed = true; delete this._group._byType[this._type]; };
  Element.prototype.update = function (opts) {
    for (var k in opts || {}) this._opts[k] = opts[k];
    if (this._root) this._render();
  };
  Element.prototype.focus = function () { var i = this._root && this._root.querySelector('input'); if (i) i.focus(); };
  Element.prototype.blur = function () { var a = this._root && this._root.ownerDocument.activeElement; if (a && a.blur) a.blur(); };
  Element.prototype.clear = function () { this._values = {}; if (this._root) this._render(); this._changed(); };
  Element.prototype.getValue = function () {
    var problem = this._problem();
    return Promise.resolve({ complete: !problem, isNewAddress: true, value: this._value() });
  };
  function Elements(opts) { this._opts = opts; this._byType = {}; }
  Elements.prototype.create = function (type, opts) {
    if (type !== 'payment' && type !== 'card' && type !== 'address') throw new Error('fleetmock Stripe double: unsupported element type ' + type);
    if (this._byType[type]) throw new Error('Can only create one Element of type ' + type + '.');
    var el = new Element(this, type, opts);
    this._byType[type] = el;
    return el;
  };
  Elements.prototype.getElement = function (type) { return this._byType[type] || null; };
  Elements.prototype.update = function (opts) { for (var k in opts || {}) this._opts[k] = opts[k]; };
  Elements.prototype.fetchUpdates = function () { return Promise.resolve({}); };
  Elements.prototype.submit = function () {
    for (var t in this._byType) { var p = this._byType[t]._problem(); if (p) return Promise.resolve({ error: p }); }
    return Promise.resolve({});
  };
`;
