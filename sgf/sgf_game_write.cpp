// write_game and game_from_record: from kospec's types to an SGF game.

#include "sgf/sgf_game.h"
#include "sgf/sgf_writer.h"
#include "spec/error.h"

namespace kospec::sgf {

namespace {

// Properties that write_game derives from the fields of SgfGame, so `info` must not hold them.
bool is_derived(const std::string& id) {
  for (std::string_view derived :
       {"FF", "GM", "SZ", "KA", "KR", "AB", "AW", "AE", "PL", "C", "B", "W"}) {
    if (id == derived) return true;
  }
  return false;
}

Property property(std::string id, std::vector<std::string> values) {
  return {std::move(id), std::move(values), {}};
}

std::vector<std::string> arc_values(const Graph& graph, const std::vector<Arc>& arcs) {
  std::vector<std::string> values;
  for (const Arc& arc : arcs)
    values.push_back(graph.sgf_name(arc.first) + ":" + graph.sgf_name(arc.second));
  return values;
}

std::vector<std::string> point_values(const Graph& graph, const PointSet& points) {
  std::vector<std::string> values;
  for (Point p : points) values.push_back(graph.sgf_name(p));
  return values;
}

Node root_node(const SgfGame& game) {
  const Graph& graph = game.setup.graph;
  Node root;
  root.properties.push_back(property("FF", {"4"}));
  root.properties.push_back(property("GM", {"1"}));
  const std::string columns = std::to_string(graph.columns());
  root.properties.push_back(property(
      "SZ",
      {graph.columns() == graph.rows() ? columns : columns + ":" + std::to_string(graph.rows())}));
  for (const Property& info : game.info) {
    require(!is_derived(info.id),
            "sgf::write_game: info must not hold a property derived from the game");
    root.properties.push_back(info);
  }
  if (!game.root_comment.empty()) root.properties.push_back(property("C", {game.root_comment}));
  if (auto added = graph.arcs_added_to_grid(); !added.empty()) {
    root.properties.push_back(property("KA", arc_values(graph, added)));
  }
  if (auto removed = graph.arcs_removed_from_grid(); !removed.empty()) {
    root.properties.push_back(property("KR", arc_values(graph, removed)));
  }
  for (Color color : {Color::Black, Color::White}) {
    const PointSet stones = game.setup.initial.points_of(color);
    if (!stones.empty()) {
      root.properties.push_back(
          property(color == Color::Black ? "AB" : "AW", point_values(graph, stones)));
    }
  }
  root.properties.push_back(property("PL", {std::string(player_letter(game.setup.to_move))}));
  return root;
}

}  // namespace

std::string write_game(const SgfGame& game) {
  const Graph& graph = game.setup.graph;
  require(game.setup.initial.size() == graph.size(),
          "sgf::write_game: the setup must fit the board");
  require(game.move_comments.empty() || game.move_comments.size() == game.moves.size(),
          "sgf::write_game: move_comments must be empty or hold one comment per move");
  Collection collection;
  collection.nodes.reserve(game.moves.size() + 1);
  collection.nodes.push_back(root_node(game));
  collection.roots.push_back(0);
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    const Move& move = game.moves[i];
    require(!move.point || graph.contains(*move.point),
            "sgf::write_game: a move must be on the board");
    Node node;
    node.properties.push_back(property(std::string(player_letter(move.player)),
                                       {move.point ? graph.sgf_name(*move.point) : ""}));
    if (!game.move_comments.empty() && !game.move_comments[i].empty()) {
      node.properties.push_back(property("C", {game.move_comments[i]}));
    }
    node.parent = i;
    collection.nodes[i].children.push_back(i + 1);
    collection.nodes.push_back(std::move(node));
  }
  return write(collection);
}

SgfGame game_from_record(const GameRecord& record) {
  SgfGame game{record.setup(), {}, {}, {}, {}, {}};
  for (const Ply& ply : record.plies()) game.moves.push_back(ply.move);
  game.move_comments.assign(game.moves.size(), std::string());
  return game;
}

}  // namespace kospec::sgf
