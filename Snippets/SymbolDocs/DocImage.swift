// What the example in Image's documentation shows: a system symbol and a named asset.

// snippet.hide
import ConfigState

// snippet.show
let star = Image(systemName: "star.fill")
let avatar = Image(named: "avatar", size: CGSize(width: 40, height: 40))
