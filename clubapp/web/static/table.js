// A table's page without a framework: a form sent and not yet answered is kept on the phone
// (localStorage) until the server acknowledges it, and sent again, with the same submission
// id, when the server can be reached: a phone that lost the Wi-Fi never loses an entry, and
// the server records it once however often it comes.
(function () {
  "use strict";
  var RETRY_MS = 3000;
  var forms = document.querySelectorAll("form#entry, form#undo, form#ring");
  var offline = document.getElementById("offline");
  var anyForm = forms[0];
  if (!anyForm) return;
  var token = anyForm.querySelector("input[name=token]").value;
  var key = "clubapp:pending:" + token;
  var timer = null;

  function say(name) { return (document.body.dataset[name] || ""); }

  function keep(pending) { try { localStorage.setItem(key, JSON.stringify(pending)); } catch (e) {} }
  function kept() { try { return JSON.parse(localStorage.getItem(key) || "null"); } catch (e) { return null; } }
  function forget() { try { localStorage.removeItem(key); } catch (e) {} }

  function showOffline(text) {
    if (!offline) return;
    offline.textContent = text;
    offline.hidden = !text;
  }

  function clearErrors(form) {
    form.querySelectorAll(".error.sent").forEach(function (e) { e.remove(); });
    form.querySelectorAll(".field.wrong").forEach(function (e) { e.classList.remove("wrong"); });
  }

  // a refusal is the page's only news: the notice of what was done before it goes, and so
  // does the address that would bring that notice back on a reload
  function forgetNotice() {
    var notice = document.getElementById("notice");
    if (notice) notice.remove();
    if (window.location.search.indexOf("done=") !== -1 && window.history.replaceState) {
      window.history.replaceState(null, "", window.location.pathname);
    }
  }

  function showErrors(form, answer) {
    clearErrors(form);
    forgetNotice();
    var errors = answer.errors || {};
    Object.keys(errors).forEach(function (name) {
      var p = document.createElement("p");
      p.className = "error sent";
      p.setAttribute("role", "alert");
      p.textContent = errors[name];
      var box = name ? form.querySelector('[data-field="' + CSS.escape(name) + '"]') : null;
      if (box) { box.classList.add("wrong"); box.appendChild(p); }
      else { form.insertBefore(p, form.querySelector(".fields, .field, button")); }
    });
  }

  function send(pending) {
    var form = document.querySelector("form#" + pending.form) || anyForm;
    var button = form.querySelector("button[type=submit]");
    if (button) button.disabled = true;
    fetch(pending.action, {
      method: "POST",
      headers: { "Accept": "application/json",
                 "Content-Type": "application/x-www-form-urlencoded" },
      body: pending.body,
      credentials: "same-origin"
    }).then(function (response) {
      return response.json().then(function (answer) { return [response.status, answer]; });
    }).then(function (got) {
      var status = got[0], answer = got[1];
      if (status >= 500 || status === 429) { throw new Error(answer.message || String(status)); }
      forget();
      showOffline("");
      if (answer.ok && answer.next) { window.location.replace(answer.next); return; }
      if (button) button.disabled = false;
      showErrors(form, answer);
    }).catch(function () {
      keep(pending);
      showOffline(say("offline"));
      if (button) button.disabled = false;
      clearTimeout(timer);
      timer = setTimeout(function () { send(pending); }, RETRY_MS);
    });
  }

  // a schema of alternatives (cribbage: points as pegged, the cards, or the points only) is
  // entered one way at a time: switching one on switches the others off, as the window does
  var groups = document.querySelectorAll("form#entry .fields > *");
  var modes = Array.prototype.filter.call(groups, function (g) {
    return g.matches("fieldset.group.optional");
  }).map(function (g) { return g.querySelector(":scope > legend input[type=checkbox]"); });
  if (modes.length >= 2 && modes.length === groups.length) {
    var points = document.querySelector("form#entry input[name=points_instead]");
    if (points) modes.push(points);
    modes.forEach(function (box) {
      box.addEventListener("change", function () {
        if (!box.checked) return;
        modes.forEach(function (other) { if (other !== box) other.checked = false; });
      });
    });
  }

  forms.forEach(function (form) {
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var data = new URLSearchParams(new FormData(form));
      var pending = { form: form.id, action: form.getAttribute("action"), body: data.toString(),
                      at: Date.now() };
      keep(pending);  // kept before it is sent: a page closed now still has it
      send(pending);
    });
  });

  // an entry kept from before (the page was reloaded, the phone came back): fill it in again
  // and send it, with its own submission id
  var pending = kept();
  if (pending) {
    var form = document.querySelector("form#" + pending.form);
    if (form) {
      new URLSearchParams(pending.body).forEach(function (value, name) {
        if (name === "token" || name === "submission") return;
        form.querySelectorAll('[name="' + CSS.escape(name) + '"]').forEach(function (input) {
          if (input.type === "checkbox") { if (input.value === value) input.checked = true; }
          else input.value = value;
        });
      });
    }
    showOffline(say("resending"));
    send(pending);
  }
})();
