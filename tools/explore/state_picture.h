#pragma once
// A state of a state graph as a small board picture: the region's crop of the board with
// coordinates, the stones, and a caption with the state's name and who is to move.

#include <map>
#include <string>
#include <vector>

#include "tools/explore/state_graph.h"
#include "tools/figure/board_svg.h"

namespace kospec::explore {

/// The stable name of a state in text, JSON and pictures: "S" and its number (S0 = the start).
std::string state_name(std::size_t state);

/// Whether the state was reached by a pass (its key records it: a second pass ends the game).
bool after_pass(const StateGraph& graph, std::size_t state);

/// The caption of a state: "S3 · White to move", with "after a pass", "no result", "play stops".
std::string state_caption(const StateGraph& graph, std::size_t state);

/// The crop a state graph's pictures show: the region and one line around it.
figure::Crop picture_crop(const Graph& board, const PointSet& region);

/// The picture of a state: the crop of its board (cell `cell` px) and its caption under it.
figure::SvgPiece state_picture(const StateGraph& graph, std::size_t state, const Graph& board,
                               const figure::Crop& crop, double cell);

/// Pictures of `states` by state name (the region's crop, cell `cell` px), all padded to the size
/// of the largest, which `width` and `height` receive.
std::map<std::string, figure::SvgPiece> state_pictures(const StateGraph& graph, const Graph& board,
                                                       const std::vector<std::size_t>& states,
                                                       double cell, double& width, double& height);

}  // namespace kospec::explore
