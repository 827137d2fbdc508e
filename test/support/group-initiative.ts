// A stand-in for GroupInitiative, loaded into the double as a script of its own: it writes the turn order as a script
// does (Roll20 sends no event for it) and tells its observers, as GroupInitiative.ObserveTurnOrderChange promises.
// `rollFor(entries)` writes a rolled order; `clear()` empties and closes the tracker, as its clear does.
export const GROUP_INITIATIVE = `
var GroupInitiative = (function () {
  var observers = [];
  function tell(prev) { observers.forEach(function (fn) { fn(Campaign().get('turnorder'), prev); }); }
  return {
    ObserveTurnOrderChange: function (fn) { observers.push(fn); },
    rollFor: function (entries) {
      var prev = Campaign().get('turnorder');
      Campaign().set('turnorder', JSON.stringify(entries));
      tell(prev);
    },
    clear: function () {
      var prev = Campaign().get('turnorder');
      Campaign().set({ turnorder: '[]', initiativepage: false });
      tell(prev);
    }
  };
}());`;
