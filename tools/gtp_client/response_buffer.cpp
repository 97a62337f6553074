#include "tools/gtp_client/response_buffer.h"

#include <charconv>

namespace kospec::gtp {

void ResponseBuffer::append(std::string_view bytes) {
  bytes_.reserve(bytes_.size() + bytes.size());
  for (char c : bytes) {
    if (c != '\r') bytes_ += c;
  }
}

std::string_view ResponseBuffer::pending() const {
  std::string_view view(bytes_);
  while (!view.empty() && view.front() == '\n') view.remove_prefix(1);
  return view;
}

std::optional<RawResponse> ResponseBuffer::take() {
  std::size_t start = 0;
  while (start < bytes_.size() && bytes_[start] == '\n') ++start;
  const std::size_t end = bytes_.find("\n\n", start);
  if (end == std::string::npos) return std::nullopt;
  const std::string_view body = std::string_view(bytes_).substr(start, end - start);
  RawResponse r;
  r.bytes = end + 2 - start;
  r.mark = body.empty() ? '\0' : body[0];
  std::size_t i = body.empty() ? 0 : 1;
  std::size_t digits = i;
  while (digits < body.size() && body[digits] >= '0' && body[digits] <= '9') ++digits;
  if (digits > i) {
    long id = 0;
    const auto [ptr, ec] = std::from_chars(body.data() + i, body.data() + digits, id);
    if (ec == std::errc() && ptr == body.data() + digits) r.id = id;
    i = digits;
  }
  while (i < body.size() && (body[i] == ' ' || body[i] == '\t')) ++i;
  r.text = std::string(body.substr(i));
  if (r.mark != '=' && r.mark != '?') r.text = std::string(body);
  bytes_.erase(0, end + 2);
  return r;
}

}  // namespace kospec::gtp
