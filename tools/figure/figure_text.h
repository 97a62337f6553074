#pragma once
// A figure in two text forms: Sensei's Library diagram markup (ten numbered plies a diagram, as the
// markup allows) and a small SGF of the figure's position and plies with its markers.

#include <string>

#include "tools/figure/figure.h"

namespace kospec::figure {

/// Sensei's Library markup of plies range.from..to of `moves` from `setup`: one diagram per ten
/// plies, each headed `$$Bcm<first ply> title: notes`, the whole board with its edges. Stones of
/// the starting position played on again are marked (circle, square, cross) and named in the notes.
std::string sensei_markup(const GameSetup& setup, const std::vector<Move>& moves,
                          const FigureRange& range, SelfCapture self_capture,
                          const std::string& title);

/// The SGF of a figure: the position before ply `from` as setup (AB, AW, PL), the plies as moves,
/// the markers as LB (letters), TR, SQ and MA, and the title, notes and legend as the root comment.
std::string figure_sgf(const Figure& figure, const std::string& title);

}  // namespace kospec::figure
