#pragma once
// The bytes an engine has sent and not yet consumed, cut into GTP 2 responses (section 3.4 and
// 3.5): "=id text" or "?id text", ended by an empty line. Carriage returns are dropped as they
// arrive, so CR LF line ends read as LF.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace kospec::gtp {

/// One response as the engine wrote it, before it is checked against the command sent.
struct RawResponse {
  char mark = '=';         ///< '=' success, '?' failure, anything else: not GTP
  std::optional<long> id;  ///< the id after the mark, if any
  std::string text;  ///< the text after the mark, the id and the spaces around it, or all of it
  std::size_t bytes = 0;  ///< how many bytes the response took in the stream
};

/// A buffer of engine output that yields complete responses.
class ResponseBuffer {
 public:
  /// Appends bytes read from the engine; CR bytes, and LF bytes before a response starts, are
  /// dropped.
  void append(std::string_view bytes);
  /// The first complete response, removed from the buffer; nullopt if none is complete yet.
  std::optional<RawResponse> take();
  /// The bytes of the response not complete yet (empty lines before it are not kept).
  std::string_view pending() const { return bytes_; }
  /// How many LF bytes were dropped as empty lines between responses since the last clear().
  std::size_t skipped() const { return skipped_; }
  /// Forgets everything buffered, and the count of skipped bytes.
  void clear() {
    bytes_.clear();
    skipped_ = 0;
  }

 private:
  std::string bytes_;
  std::size_t skipped_ = 0;
};

}  // namespace kospec::gtp
