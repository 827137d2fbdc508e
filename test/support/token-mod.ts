// A stand-in for TokenMod, loaded as a script: it sets a token's properties as a script does (no event fires) and
// tells its observers, with the token's values before the change, as TokenMod's ObserveTokenChange does.
export const TOKEN_MOD = `
var TokenMod = (function () {
  var observers = [];
  return {
    ObserveTokenChange: function (fn) { observers.push(fn); },
    set: function (id, props) {
      var t = getObj('graphic', id);
      var prev = JSON.parse(JSON.stringify(t));
      t.set(props);
      observers.forEach(function (fn) { fn(t, prev); });
    }
  };
}());`;
